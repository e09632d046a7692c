import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { createHtmlSanitizer } from '@/lib/html-sanitizer.mjs';
import { RichText } from './rich-text';

// Made on first use: the prerender gives Node a window (jsdom) before it renders.
let sanitize: ((html: string) => string) | undefined;

/**
 * Markdown to safe HTML with the site's one sanitiser configuration (src/lib/html-sanitizer.mjs): no
 * scripts, handlers, form controls, styles or unsafe links.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  sanitize ??= createHtmlSanitizer(DOMPurify, window);
  return sanitize(html);
}

/** Markdown written at run time (editors' content): parsed and sanitised in the browser. */
export function Markdown({ children }: { children: string }) {
  const html = useMemo(() => renderMarkdown(children), [children]);
  return <RichText html={html} />;
}
