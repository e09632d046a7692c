/**
 * Markdown to safe HTML in the browser (marked and DOMPurify, about 85 KB): loaded only when a page shows a
 * body its prerendered HTML does not already have, or an editor previews one (src/components/markdown.tsx).
 */
import DOMPurify from 'dompurify';
import { createHtmlSanitizer, type PictureSources } from '@/lib/html-sanitizer.mjs';
import { renderSafeMarkdown } from '@/lib/markdown-html.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, readFirebaseSettings } from '@/config/firebase-config';

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
