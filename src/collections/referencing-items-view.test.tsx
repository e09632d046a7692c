// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import type { CollectionManifest, ReferencingSource } from './define-collection';
import { EMBEDDED_REFERENCING_ID, forgetEmbeddedReferencing } from './prerendered-referencing';
import { ReferencingItems } from './referencing-items';

// Firestore cannot run here: the repository is where the live read would begin, and it fails as offline.
const repositoryFor = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('offline'))));
vi.mock('./collection-data', () => ({ repositoryFor }));
vi.mock('./assemble-definition', () => ({ assembleDefinition: () => ({}) }));
vi.mock('@/firebase/firebase-app', () => ({ firestoreRequested: () => false }));

const events = {
  path: 'events',
  publicPath: '/events',
  labels: { singular: 'Event', plural: 'Events' },
  load: { model: () => Promise.resolve({}) },
} as unknown as CollectionManifest;
const sources: ReferencingSource[] = [{ manifest: events, field: 'organiser', heading: 'Events by' }];
const target = { path: 'clubs', id: 'thornbury-running-club', title: 'Thornbury Running Club' };

function view(shown: typeof target) {
  return (
    <MantineProvider>
      <MemoryRouter>
        <ReferencingItems sources={sources} target={shown} />
      </MemoryRouter>
    </MantineProvider>
  );
}

/** The block a prerendered club page carries: the club's events. */
function pageCarriesTheClubsEvents() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EMBEDDED_REFERENCING_ID;
  block.textContent = JSON.stringify({
    'clubs/thornbury-running-club': [
      {
        heading: 'Events by',
        all: { path: '/events', label: 'events' },
        items: [{ id: 'thornbury-10k', title: 'Thornbury 10k', path: '/events/thornbury-10k' }],
      },
    ],
  });
  document.head.append(block);
  forgetEmbeddedReferencing();
}

function show() {
  return render(view(target));
}

beforeEach(() => {
  vi.useFakeTimers();
  repositoryFor.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.getElementById(EMBEDDED_REFERENCING_ID)?.remove();
  forgetEmbeddedReferencing();
});

describe('ReferencingItems', () => {
  it('on a prerendered page, shows the lists the page carries and reads the live ones only once Firebase would start', async () => {
    pageCarriesTheClubsEvents();
    show();
    expect(screen.getByRole('link', { name: 'Thornbury 10k' })).toHaveProperty('pathname', '/events/thornbury-10k');
    await act(() => vi.advanceTimersByTimeAsync(BACKEND_START_DELAY_MS - 1));
    expect(repositoryFor).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.waitFor(() => expect(repositoryFor).toHaveBeenCalled()));
    // The live read failed: what the page showed stays.
    expect(screen.getByRole('link', { name: 'Thornbury 10k' })).toBeTruthy();
  });

  it('on the next item’s page (the same component), never shows the last item’s lists, even when the read fails', async () => {
    pageCarriesTheClubsEvents();
    const { rerender } = show();
    expect(screen.getByRole('link', { name: 'Thornbury 10k' })).toBeTruthy();
    rerender(view({ path: 'clubs', id: 'chess-club', title: 'Chess Club' }));
    expect(screen.queryByRole('link', { name: 'Thornbury 10k' })).toBeNull();
    // Not from the page: read at once, and a failure shows nothing rather than another club's events.
    await act(() => vi.waitFor(() => expect(repositoryFor).toHaveBeenCalled()));
    expect(screen.queryByRole('link', { name: 'Thornbury 10k' })).toBeNull();
  });

  it('offline on a first visit, keeps the page’s list where only the empty device copy answered', async () => {
    const emptyCopy = { items: [], cursor: undefined, fromCache: true, hasPendingWrites: false, pendingIds: new Set() };
    const list = vi.fn(() => Promise.resolve(emptyCopy));
    repositoryFor.mockImplementationOnce(() => Promise.resolve({ list }) as never);
    pageCarriesTheClubsEvents();
    show();
    await act(() => vi.advanceTimersByTimeAsync(BACKEND_START_DELAY_MS));
    await act(() => vi.waitFor(() => expect(list).toHaveBeenCalled()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('link', { name: 'Thornbury 10k' })).toBeTruthy();
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });

  it('with nothing from the page, reads at once', async () => {
    show();
    await act(() => vi.waitFor(() => expect(repositoryFor).toHaveBeenCalled()));
    expect(screen.queryByRole('heading', { name: /Events by/ })).toBeNull();
  });
});
