import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { renderMarkdownWithProblem } from '@/components/markdown-renderer';
import { RichText } from '@/components/rich-text';

/**
 * How a Markdown field will look on the public page: the same renderer and sanitiser the detail page
 * uses. Its own chunk, loaded when a preview is first asked for, so opening the editor stays light.
 * A text the page will show unformatted (src/lib/markdown-html.mjs) says so, and why, above it.
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  const { html, problem } = useMemo(() => renderMarkdownWithProblem(markdown), [markdown]);
  if (markdown.trim() === '') return <p>Nothing to preview yet.</p>;
  return (
    <>
      {problem && (
        <Alert color="yellow" title="Shown without formatting" mb="sm">
          The page will show this text as plain paragraphs, because {problem}.
        </Alert>
      )}
      <RichText html={html} />
    </>
  );
}
