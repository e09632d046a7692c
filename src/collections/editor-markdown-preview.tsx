import { Markdown } from '@/components/markdown';

/**
 * How a Markdown field will look on the public page: the same renderer and sanitiser the detail page
 * uses. Its own chunk, loaded when a preview is first asked for, so opening the editor stays light.
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return markdown.trim() === '' ? <p>Nothing to preview yet.</p> : <Markdown>{markdown}</Markdown>;
}
