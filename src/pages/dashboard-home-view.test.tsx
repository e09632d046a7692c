// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/stores/session-store';
import type { DashboardType } from './dashboard-home';
import { DashboardHome } from './dashboard-home-view';

// The counts are held back until a test lets them through.
const counted = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
// What the page asked for, in order, and where it let the browser have a turn.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('@/domains/messages/messages-data', () => ({
  countDocuments: async (path: string) => {
    asked.push(`count ${path}`);
    await counted.arrived;
    return { count: path === 'events' ? 3 : 1, exact: true };
  },
  recentlyChanged: async (path: string) => {
    asked.push(`latest ${path}`);
    return [];
  },
}));
vi.mock('@/lib/staged-import', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/staged-import')>()),
  yieldToBrowser: async () => {
    asked.push('turn');
  },
}));
vi.mock('@/domains/messages/use-unhandled-count', () => ({ useUnhandledCount: () => null }));

const TYPES: DashboardType[] = [
  { path: 'events', plural: 'Events', singular: 'Event', dashboardPath: '/dashboard/events', editRole: 'editor' },
  { path: 'clubs', plural: 'Clubs', singular: 'Club', dashboardPath: '/dashboard/clubs', editRole: 'editor' },
];

describe('the dashboard home', () => {
  afterEach(cleanup);

  it('shows its table of types while it counts, so the figures arrive without moving what is below', async () => {
    Object.assign(sessionStore, { status: 'signed-in', uid: 'demo-editor', roles: ['member', 'editor'] });
    render(
      <MantineProvider>
        <RouterProvider
          router={createMemoryRouter([{ path: '/dashboard', element: <DashboardHome types={TYPES} /> }], {
            initialEntries: ['/dashboard'],
          })}
        />
      </MantineProvider>,
    );
    const table = screen.getByTestId('home-counts');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Counting drafts and scheduled items…').getAttribute('role')).toBe('status');
    const events = within(table).getByRole('row', { name: /Events/ });
    expect(within(events).getByTestId('drafts').textContent).toBe('…');
    expect(within(table).getByRole('link', { name: 'Clubs' }).getAttribute('href')).toBe('/dashboard/clubs');

    await act(async () => {
      counted.release();
      await counted.arrived;
    });
    await vi.waitFor(() => expect(within(events).getByTestId('drafts').textContent).toBe('3'));
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Counting drafts and scheduled items…')).toBeNull();
    // Each type's questions are sent in a task of their own: sent together they were one long task.
    expect(asked).toEqual([
      'count events',
      'count events',
      'latest events',
      'turn',
      'count clubs',
      'count clubs',
      'latest clubs',
    ]);
  });
});
