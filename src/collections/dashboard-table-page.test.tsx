// @vitest-environment happy-dom
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderInRouter } from '@/components/router-test-helpers';
import { parsedContentItem } from './content-test-helpers';
import { notesTestDefinition } from './notes-test-definition';
import { DashboardTablePage } from './dashboard-table-page';

/** The dashboard table of a content type, its rows given (Firestore itself cannot run here). */

const note = parsedContentItem({ slug: 'repair-cafe', title: 'Repair Café', summary: 'Bring it, mend it.' });

vi.mock('./use-table-rows', () => ({
  useTableRows: () => ({
    state: 'ready',
    value: { items: [note], more: false, loadingMore: false, fromCache: false, pendingIds: new Set() },
  }),
  useTableCount: () => ({ state: 'known', count: 1 }),
}));

const StillLoadingEditor = lazy(() => new Promise<{ default: () => null }>(() => undefined));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The table at /dashboard/notes (its data loaded by `loader`), and an editor whose code never finishes loading. */
function renderTable(loader?: () => Promise<null>) {
  return renderInRouter(
    [
      {
        // As in the app's layouts: one Suspense around the pages, so a page still loading keeps the last.
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/dashboard/notes', loader, element: <DashboardTablePage definition={notesTestDefinition} /> },
          // The editor's code still on its way: the address is the editor's, the table still on screen.
          { path: '/dashboard/notes/:id', element: <StillLoadingEditor /> },
        ],
      },
    ],
    '/dashboard/notes',
  ).router;
}

describe('the dashboard table page', () => {
  it('drops a search still waiting to be written when a row is opened, so the editor keeps its address', async () => {
    vi.useFakeTimers();
    const router = renderTable();
    fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'repair' } });
    // Opened before the search is written (it waits for typing to settle).
    fireEvent.click(screen.getByRole('link', { name: 'Repair Café' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe('/dashboard/notes/repair-cafe');
    expect(router.state.location.search).toBe('');
  });

  it('writes a settled search into the address', async () => {
    vi.useFakeTimers();
    const router = renderTable();
    fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'repair' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.search).toBe('?q=repair');
  });

  it('writes a search typed while a filter is still loading once it has loaded, with the filter', async () => {
    vi.useFakeTimers();
    // The table's data loads at once, then (once a filter is chosen) waits until released.
    const loads: { held?: Promise<null> } = {};
    let release = () => {};
    const router = renderTable(() => loads.held ?? Promise.resolve(null));
    await act(() => vi.advanceTimersByTimeAsync(0));
    loads.held = new Promise((resolve) => (release = () => resolve(null)));
    fireEvent.click(screen.getByText('Drafts', { exact: true }));
    fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'repair' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.navigation.state).toBe('loading');
    release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The navigation is over: the search's wait starts again.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('repair');
    expect(params.get('status')).toBe('draft');
  });
});
