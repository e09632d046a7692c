// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_BODIES } from '@/lib/hostile-markdown';
import { htmlShape, MARKDOWN_LIMITS } from '@/lib/markdown-html.mjs';
import { findUnsafeParts } from '@/lib/xss-vectors';
import { markdownToSafeHtml } from '../../scripts/markdown-html-plugin.mjs';
import { renderMarkdownWithProblem } from './markdown-renderer';

/** A rendered body is sane when it is safe and nests no deeper than the renderer allows. */
function expectSane(html: string): void {
  expect(typeof html).toBe('string');
  expect(htmlShape(html).depth).toBeLessThanOrEqual(MARKDOWN_LIMITS.htmlNesting);
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(findUnsafeParts(container)).toEqual([]);
}

describe('hostile Markdown bodies (src/lib/hostile-markdown.ts)', () => {
  it('has bodies of 3 to 100 KB, each named once', () => {
    expect(HOSTILE_BODIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(HOSTILE_BODIES.map((body) => body.name)).size).toBe(HOSTILE_BODIES.length);
    for (const { name, markdown } of HOSTILE_BODIES) {
      expect(markdown.length, name).toBeGreaterThanOrEqual(3_000);
      expect(markdown.length, name).toBeLessThanOrEqual(100_000);
    }
  });

  it.each(HOSTILE_BODIES.map((body) => [body.name, body.markdown]))(
    '%s: renders at run time and in the prerender without throwing',
    (_name, markdown) => {
      expectSane(renderMarkdownWithProblem(markdown).html);
    },
  );

  it.each(HOSTILE_BODIES.map((body) => [body.name, body.markdown]))(
    '%s: renders as a shipped text at build time without throwing',
    (_name, markdown) => {
      expectSane(markdownToSafeHtml(markdown.replace(/\{\{/g, '{ {'), {}, { log: () => undefined }));
    },
  );
});
