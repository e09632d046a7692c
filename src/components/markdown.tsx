import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { RichText } from './rich-text';

/** Replaces `{{name}}` tokens with values; unknown tokens are left as they are. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** Markdown to safe HTML: no scripts, no inline handlers, no `javascript:` links. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

interface MarkdownProps {
  children: string;
  tokens?: Record<string, string>;
}

/** Markdown written at run time (editors' content): parsed and sanitised in the browser. */
export function Markdown({ children, tokens }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(tokens ? fillTokens(children, tokens) : children), [children, tokens]);
  return <RichText html={html} />;
}
