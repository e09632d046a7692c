import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { createHtmlSanitizer, type PictureSources } from '@/lib/html-sanitizer.mjs';
import { renderSafeMarkdown } from '@/lib/markdown-html.mjs';
import { textFingerprint } from '@/lib/text-fingerprint';
import { EMULATOR_HOST, EMULATOR_PORTS, readFirebaseSettings } from '@/config/firebase-config';
import { RichText } from './rich-text';

// Made on first use: the prerender gives Node a window (jsdom) before it renders.
let sanitize: ((html: string) => string) | undefined;
let reportProblem: ((problem: string) => void) | undefined;

/**
 * Where pictures in content may load from: this site and the app's Storage bucket (its emulator's in
 * development). Pictures from anywhere else become links, so a body cannot track who reads it.
 */
export function contentPictureSources(
  env: Record<string, string | boolean | undefined>,
  siteOrigin: string,
): PictureSources {
  const result = readFirebaseSettings(env);
  if (!result.ok) return { siteOrigin, storage: [] };
  const { storageBucket, useEmulators } = result.settings;
  const storageOrigin = useEmulators
    ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`
    : 'https://firebasestorage.googleapis.com';
  return { siteOrigin, storage: [{ origin: storageOrigin, bucket: storageBucket }] };
}

/**
 * The build's prerender hears here of each body shown as plain paragraphs (it logs them with the page);
 * undefined stops listening.
 */
export function onMarkdownProblem(listener: ((problem: string) => void) | undefined): void {
  reportProblem = listener;
}

/**
 * Markdown to safe HTML with the site's one sanitiser configuration (src/lib/html-sanitizer.mjs): no
 * scripts, handlers, form controls, styles or unsafe links. A body nested too deeply to render, or that
 * fails to, comes back as plain paragraphs (src/lib/markdown-html.mjs), never an error.
 */
export function renderMarkdownWithProblem(markdown: string): { html: string; problem: string | undefined } {
  const rendered = renderedBodies.get(markdown) ?? renderAndKeep(markdown);
  if (rendered.problem) reportProblem?.(rendered.problem);
  return rendered;
}

/**
 * Bodies already rendered on this page, newest last. A page shows the same body again when its live copy
 * replaces the device's (the view is made anew) or the visitor comes back to it; parsing a long body costs a
 * phone 50–100 ms of blocked main thread each time, so it is done once. Bounded in number, oldest out first.
 */
const renderedBodies = new Map<string, { html: string; problem: string | undefined }>();
export const RENDERED_BODIES_KEPT = 40;

function renderAndKeep(markdown: string): { html: string; problem: string | undefined } {
  sanitize ??= createHtmlSanitizer(DOMPurify, window, contentPictureSources(import.meta.env, window.location.origin));
  const rendered = renderSafeMarkdown(markdown, sanitize);
  renderedBodies.set(markdown, rendered);
  if (renderedBodies.size > RENDERED_BODIES_KEPT) renderedBodies.delete(renderedBodies.keys().next().value as string);
  return rendered;
}

export function renderMarkdown(markdown: string): string {
  return renderMarkdownWithProblem(markdown).html;
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
  const { html, key } = useMemo(() => {
    const markdownKey = textFingerprint(children);
    return { html: prerenderedBody(markdownKey) ?? renderMarkdown(children), key: markdownKey };
  }, [children]);
  return <RichText html={html} bodyKey={key} />;
}
