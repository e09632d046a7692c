import { useMemo, type MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useNavigate } from 'react-router';
import classes from './markdown.module.css';

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

/** Renders Markdown sanitised; links within the site navigate in the app instead of reloading. */
export function Markdown({ children, tokens = {} }: MarkdownProps) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(fillTokens(children, tokens)), [children, tokens]);

  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

  return (
    <Typography className={classes.markdown}>
      {/* Sanitised above by DOMPurify. Click handling only intercepts same-site links. */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
