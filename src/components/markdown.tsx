import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { RichText } from './rich-text';

/** Markdown to safe HTML: no scripts, no inline handlers, no `javascript:` links. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Markdown written at run time (editors' content): parsed and sanitised in the browser. */
export function Markdown({ children }: { children: string }) {
  const html = useMemo(() => renderMarkdown(children), [children]);
  return <RichText html={html} />;
}
