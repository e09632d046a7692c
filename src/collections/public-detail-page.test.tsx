// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useState, type ReactElement } from 'react';
import { renderInRouter } from '@/components/router-test-helpers';
import { loadMarkdownRenderer } from '@/components/markdown';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { BaseContent } from './content-schema';
import { parsedContentItem } from './content-test-helpers';
import type { Parsed } from './converter';
import { notesTestDefinition } from './notes-test-definition';
import { defineCollection, type ItemProps } from './define-collection';
import { PublicDetailView, scriptSafeJson, useHeadTags, type HeadTags } from './public-detail-page';
import type { ItemSnapshot } from './repository';
import type { Loadable } from './use-collection';

/**
 * The public page of one item, given what has loaded (Firestore itself cannot run here): its states,
 * and the description, Open Graph, Twitter and structured-data tags it puts in the document head.
 */

function ExtraSection({ item }: ItemProps<BaseContent>) {
  return <p>Extra about {item.title}</p>;
}

const notes = defineCollection({
  ...notesTestDefinition,
  slots: {
    detailSections: [ExtraSection],
    structuredData: (item, url) => ({ '@type': 'Thing', name: item.title, url, note: '</script><!--' }),
  },
});

const note = parsedContentItem({
  id: 'note-1',
  slug: 'winter-warmers',
  title: 'Winter warmers',
  summary: 'Warm spaces around town this winter.',
  body: 'Open **every** weekday.',
  image: { path: 'images/warm.jpg', url: '/images/warm.jpg', alt: 'People with mugs of tea', width: 1200, height: 630 },
});

function ready(item: Parsed<BaseContent> | undefined, fromCache = false): Loadable<ItemSnapshot<BaseContent>> {
  return { state: 'ready', value: { item, fromCache, hasPendingWrites: false } };
}

function renderAtItem(element: ReactElement) {
  return renderInRouter(element, '/notes/winter-warmers');
}

function renderView(result: Loadable<ItemSnapshot<BaseContent>>, online = true) {
  return renderAtItem(<PublicDetailView definition={notes} result={result} online={online} />);
}

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="The site description." />';
  document.title = 'Thornbury Community Hub';
});
afterEach(cleanup);

// As once any page has shown a body its HTML did not have: these views render at once.
beforeAll(() => loadMarkdownRenderer());

describe('an item that is found', () => {
  it('shows its title, summary, picture, the type’s sections and its text', () => {
    renderView(ready(note));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Winter warmers',
    ]);
    expect(screen.getByText('Warm spaces around town this winter.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'People with mugs of tea' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630']);
    expect(screen.getByText('Extra about Winter warmers')).toBeTruthy();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'See all notes' }).getAttribute('href')).toBe('/notes');
  });

  it('sets the title, description, Open Graph and Twitter tags, and puts them back afterwards', () => {
    // As in the app: the shell (mounted around the page) claims the route's title.
    function Shell() {
      const [shown, setShown] = useState(true);
      useDocumentTitle('Note · Thornbury Community Hub');
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
          {shown && <PublicDetailView definition={notes} result={ready(note)} online />}
        </>
      );
    }
    renderAtItem(<Shell />);
    const unmount = () => fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(document.title).toBe('Winter warmers · Thornbury Community Hub');
    expect(meta('name="description"')).toBe('Warm spaces around town this winter.');
    expect(meta('property="og:title"')).toBe('Winter warmers');
    expect(meta('property="og:description"')).toBe('Warm spaces around town this winter.');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:url"')).toBe('http://localhost:3000/notes/winter-warmers');
    expect(meta('property="og:image"')).toBe('http://localhost:3000/images/warm.jpg');
    expect(meta('property="og:image:alt"')).toBe('People with mugs of tea');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');

    unmount();
    expect(document.title).toBe('Note · Thornbury Community Hub');
    expect(meta('name="description"')).toBe('The site description.');
    expect(document.head.querySelectorAll('meta')).toHaveLength(1);
  });

  it('asks for a small card when there is no picture', () => {
    renderView(ready({ ...note, image: null }));
    expect(meta('name="twitter:card"')).toBe('summary');
    expect(meta('property="og:image"')).toBeUndefined();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the large file first and at once, offers the small one by width, and shares the large one', () => {
    const small = { path: 'images/warm-small.jpg', url: '/images/warm-small.jpg', width: 640, height: 336 };
    renderView(ready({ ...note, image: { ...(note.image as NonNullable<BaseContent['image']>), small } }));
    const image = screen.getByRole('img', { name: 'People with mugs of tea' });
    expect(image.getAttribute('src')).toBe('/images/warm.jpg');
    expect(image.getAttribute('srcset')).toBe('/images/warm-small.jpg 640w, /images/warm.jpg 1200w');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(meta('property="og:image"')).toBe('http://localhost:3000/images/warm.jpg');
  });

  it('leaves out a picture whose upload waits, on the page and in the shared card', () => {
    renderView(ready({ ...note, image: { ...(note.image as NonNullable<BaseContent['image']>), url: '' } }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(meta('property="og:image"')).toBeUndefined();
    expect(meta('name="twitter:card"')).toBe('summary');
  });

  it.each(['http://[', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png'])(
    'still shows the page when a copy on the device has the picture address %j, leaving the picture out',
    (url) => {
      // Saved before the address check: the device's copy is shown as it is, and must not break the page.
      renderView(ready({ ...note, image: { ...(note.image as NonNullable<BaseContent['image']>), url } }));
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
        'Winter warmers',
      ]);
      expect(screen.getByText('every').tagName).toBe('STRONG');
      expect(screen.queryByRole('img')).toBeNull();
      expect(meta('property="og:image"')).toBeUndefined();
      expect(meta('name="twitter:card"')).toBe('summary');
    },
  );

  it('adds the structured data as a safe script, and removes it afterwards', () => {
    const { unmount } = renderView(ready(note));
    const script = document.getElementById('structured-data');
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    expect(script?.parentElement).toBe(document.head);
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@type': 'Thing',
      name: 'Winter warmers',
      url: 'http://localhost:3000/notes/winter-warmers',
      note: '</script><!--',
    });
    unmount();
    expect(document.getElementById('structured-data')).toBeNull();
  });
});

describe('useHeadTags', () => {
  function Tags({ tags }: { tags: HeadTags }) {
    useHeadTags(tags);
    return null;
  }
  const tags: HeadTags = {
    title: 'A page',
    description: 'About a page.',
    url: 'https://thornbury-hub.example/a',
    type: 'article',
    structuredData: { '@type': 'Thing' },
  };

  it('updates tags that were already there (as a prerendered page has them) and restores them', () => {
    document.head.innerHTML +=
      '<meta property="og:title" content="Prerendered" /><script type="application/ld+json" id="structured-data">{"old":true}</script>';
    const { rerender, unmount } = render(<Tags tags={tags} />);
    expect(meta('property="og:title"')).toBe('A page');
    expect(document.querySelectorAll('#structured-data')).toHaveLength(1);
    expect(document.getElementById('structured-data')?.textContent).toBe('{"@type":"Thing"}');

    rerender(<Tags tags={{ ...tags, title: 'Another page' }} />);
    expect(meta('property="og:title"')).toBe('Another page');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    unmount();
    expect(meta('property="og:title"')).toBe('Prerendered');
    expect(document.getElementById('structured-data')?.textContent).toBe('{"old":true}');
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end or upset a script element, and stays the same JSON', () => {
    const data = { text: '</script><!-- & \u2028 \u2029' };
    const text = scriptSafeJson(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('other states', () => {
  it('says so politely while loading', () => {
    renderView({ state: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading this note…');
  });

  it('keeps looking while online when this device has no copy yet', () => {
    renderView(ready(undefined, true), true);
    expect(screen.getByRole('status').textContent).toBe('Loading this note…');
  });

  it('says an item is not available, with a way back to the list', () => {
    renderView(ready(undefined));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Note not available');
    expect(screen.getByText(/This note is not available: it may have been removed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all notes' }).getAttribute('href')).toBe('/notes');
    expect(document.title).toBe('Note not available · Thornbury Community Hub');
    expect(document.getElementById('structured-data')).toBeNull();
  });

  it('asks search engines not to index the not-available page, and only that state', () => {
    const view = renderView(ready(undefined));
    expect(meta('name="robots"')).toBe('noindex');
    view.rerender(
      <MantineProvider>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '*', element: <PublicDetailView definition={notes} result={ready(note)} online /> }],
            { initialEntries: ['/notes/winter-warmers'] },
          )}
        />
      </MantineProvider>,
    );
    expect(meta('name="robots"')).toBeUndefined();
    cleanup();
    renderView({ state: 'loading' });
    expect(meta('name="robots"')).toBeUndefined();
  });

  it('says plainly when offline and the item is not saved on this device', () => {
    renderView(ready(undefined, true), false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Note not saved on this device');
    expect(screen.getByText(/You are offline, and this note has not been saved on this device yet/)).toBeTruthy();
  });

  it('explains a failure plainly', () => {
    renderView({ state: 'error', message: 'The service cannot be reached just now.', code: 'firestore/unavailable' });
    expect(screen.getByText('The service cannot be reached just now.')).toBeTruthy();
    expect(screen.getByText(/firestore\/unavailable/)).toBeTruthy();
  });
});

describe('sharing an item', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the phone’s share sheet with the page’s title, summary and address', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderView(ready(note));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Winter warmers',
      text: 'Warm spaces around town this winter.',
      url: `${window.location.origin}/notes/winter-warmers`,
    });
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderView(ready(note));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/notes/winter-warmers`);
  });

  it('adds none when the type’s sections have their own (events)', () => {
    renderAtItem(
      <PublicDetailView
        definition={{ ...notes, slots: { ...notes.slots, ownShareButton: true } }}
        result={ready(note)}
        online
      />,
    );
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
