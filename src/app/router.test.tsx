// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { AppRoute } from '@/lib/route-meta';
import { resetChunkGuardForTests } from '@/lib/chunk-reload-guard';
import { toRouteObject } from './router';

afterEach(() => {
  cleanup();
  resetChunkGuardForTests();
  vi.unstubAllGlobals();
});

const meta = { layout: 'default' as const, title: 'About', icon: IconHome, sidebarGroup: null, showInSidebar: false };

function renderRoute(route: AppRoute) {
  const router = createMemoryRouter(
    [{ Component: () => <Outlet />, HydrateFallback: () => null, children: [toRouteObject(route)] }],
    { initialEntries: [route.path] },
  );
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('lazy pages', () => {
  it('render the page once its chunk loads', async () => {
    renderRoute({ path: '/about', handle: meta, page: async () => ({ default: () => <h1>About us</h1> }) });
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('show the error page when a chunk fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ path: '/about', handle: meta, page: () => Promise.reject(new Error('Syntax error in chunk')) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('say "offline" when a chunk cannot be downloaded with no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderRoute({
      path: '/about',
      handle: meta,
      page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/about.js')),
    });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });
});
