import type { MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import { useNavigate } from 'react-router';
import classes from './rich-text.module.css';

/**
 * Shows sanitised HTML with the site's typography; links within the site navigate in the app. `bodyKey`
 * names the Markdown it was made from (src/components/markdown.tsx), so the app can reuse a prerendered copy.
 */
export function RichText({ html, bodyKey }: { html: string; bodyKey?: string }) {
  const navigate = useNavigate();

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
    <Typography className={classes.richText}>
      {/* Sanitised before it gets here (at build time, or by renderMarkdown); the handler only
          intercepts same-site links. */}
      <div onClick={onClick} data-body-key={bodyKey} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
