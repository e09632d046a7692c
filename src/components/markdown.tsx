import { use, useMemo } from 'react';
import { textFingerprint } from '@/lib/text-fingerprint';
import { RichText } from './rich-text';

type MarkdownRenderer = typeof import('./markdown-renderer');
let renderer: MarkdownRenderer | undefined;
let rendererLoading: Promise<MarkdownRenderer> | undefined;

/**
 * Loads the Markdown renderer (marked and DOMPurify) once. A prerendered page already has its bodies as HTML,
 * so it starts without them: evaluating them was one task of 80 to 230 ms at 4× CPU slowdown on an event page
 * (measured 29 November 2026), before the page could answer a tap.
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  rendererLoading ??= import('./markdown-renderer').then((module) => (renderer = module));
  return rendererLoading;
}

/** The attribute naming the Markdown a body's HTML was made from. Content cannot carry it: the sanitiser drops data attributes. */
const BODY_KEY_ATTRIBUTE = 'data-body-key';

/**
 * Bodies the prerendered page already shows, by their Markdown's key: read from the page once, when the
 * first body is shown and before the app replaces the page's markup. Parsing a long body costs a phone 50
 * to 250 ms of blocked main thread (measured 29 November 2026 on an event and a club page at 4× CPU
 * slowdown) for HTML the page already has, made by the same sanitiser at build time.
 */
let prerenderedBodies: Map<string, string> | undefined;

/** Reads the bodies a page shows, by their Markdown's fingerprint (`textFingerprint`). */
export function readPrerenderedBodies(page: ParentNode): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const element of page.querySelectorAll(`[${BODY_KEY_ATTRIBUTE}]`)) {
    const key = element.getAttribute(BODY_KEY_ATTRIBUTE);
    if (key) bodies.set(key, element.innerHTML);
  }
  return bodies;
}

/** For tests: as at page load. */
export function forgetPrerenderedBodies(): void {
  prerenderedBodies = undefined;
}

function prerenderedBody(key: string): string | undefined {
  if (import.meta.env.SSR || typeof document === 'undefined') return undefined;
  prerenderedBodies ??= readPrerenderedBodies(document);
  return prerenderedBodies.get(key);
}

/**
 * Markdown written at run time (editors' content), shown: the HTML the prerendered page already has for
 * the same Markdown, else parsed and sanitised in the browser. The editor's preview does not take the
 * page's copy: it says when a body is shown as plain paragraphs, and why.
 */
export function Markdown({ children }: { children: string }) {
  const key = useMemo(() => textFingerprint(children), [children]);
  const prerendered = prerenderedBody(key);
  // Waits for the renderer where a body is new to this page: the app's renders and navigations are
  // transitions, so the page on screen stays until it can show the body (SSR loads it first).
  const loaded = prerendered === undefined ? (renderer ?? use(loadMarkdownRenderer())) : undefined;
  const html = useMemo(() => prerendered ?? loaded?.renderMarkdown(children) ?? '', [prerendered, loaded, children]);
  return <RichText html={html} bodyKey={key} />;
}
