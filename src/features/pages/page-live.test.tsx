// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionDefinition } from '@/collections/define-collection';
import { textFingerprint } from '@/lib/text-fingerprint';
import type { PageCopy } from './page-copy';
import { LivePage } from './page-live';

// The published page as the live database gives it (the engine's hook, stood in for here).
const published = vi.hoisted(() => ({ body: '' }));
vi.mock('@/collections/use-collection', () => ({
  useCollectionItem: () => ({
    state: 'ready',
    value: { item: { title: 'About the Hub', summary: 'Who we are.', body: published.body } },
  }),
}));
vi.mock('@/collections/public-detail-page', () => ({ useHeadTags: () => undefined }));

// Whether the Markdown renderer (marked and DOMPurify) has been loaded in this file.
const renderer = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/components/markdown-renderer', async (importOriginal) => {
  renderer.loaded = true;
  return importOriginal();
});

const definition = {} as CollectionDefinition<never>;
const load = () => Promise.resolve(definition);

function showLive(shown: PageCopy): PageCopy[] {
  const copies: PageCopy[] = [];
  render(<LivePage id="about" load={load} shown={shown} onCopy={(copy) => copies.push(copy)} />);
  return copies;
}

afterEach(cleanup);

describe('the live copy of one of the site’s own pages', () => {
  it('keeps the HTML the page shows when the published body is the one it was made from, without the renderer', async () => {
    published.body = 'We run the **hub**.';
    const shown = { title: 'About', summary: '', html: '<p>We run the <strong>hub</strong>.</p>' };
    const copies = showLive({ ...shown, bodyKey: textFingerprint(published.body) });
    await waitFor(() => expect(copies).toHaveLength(1));
    expect(copies[0]).toEqual({
      title: 'About the Hub',
      summary: 'Who we are.',
      html: shown.html,
      bodyKey: textFingerprint(published.body),
    });
    expect(renderer.loaded).toBe(false);
  });

  it('makes HTML of a body the page does not show yet', async () => {
    published.body = 'We *moved* to the Town Hall.';
    const copies = showLive({ title: 'About', summary: '', html: '<p>Old text.</p>', bodyKey: 'old' });
    await waitFor(() => expect(copies).toHaveLength(1));
    expect(copies[0]?.html).toContain('<em>moved</em>');
    expect(copies[0]?.bodyKey).toBe(textFingerprint(published.body));
    expect(renderer.loaded).toBe(true);
  });
});
