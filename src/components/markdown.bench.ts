import { bench, describe } from 'vitest';
import { HOSTILE_BODIES } from '@/lib/hostile-markdown';
import { renderMarkdown } from './markdown-renderer';

/**
 * How long each hostile body (src/lib/hostile-markdown.ts) takes to render, Markdown to sanitised HTML,
 * in Chromium, as a visitor's page does. Goal: under 50 ms each. Run with
 * `npx vitest bench --run --config vitest.browser.config.ts src/components/markdown.bench.ts`
 * (in Node with jsdom, as the build's prerender renders: `npx vitest bench --run src/components/markdown.bench.ts`).
 */
describe('rendering hostile Markdown', () => {
  for (const { name, markdown } of HOSTILE_BODIES) {
    bench(
      name,
      () => {
        renderMarkdown(markdown);
      },
      { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 },
    );
  }
});
