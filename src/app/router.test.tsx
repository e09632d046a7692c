// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { AppRoute } from '@/lib/route-meta';
import { resetChunkGuardForTests } from '@/lib/chunk-reload-guard';
import { createAppRouter, toRouteObject } from './router';

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

describe('the app’s router', () => {
  const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
  const routes: AppRoute[] = [
    { path: '/events', handle: { ...meta, title: 'Events' }, page: page('Events') },
    { path: '/events/new', handle: { ...meta, title: 'Suggest' }, page: page('Suggest') },
    { path: '/events/:slug', handle: { ...meta, title: 'Event' }, page: page('Event') },
    { path: '/about', handle: meta, page: page('About') },
  ];
  const leaf = (router: ReturnType<typeof createAppRouter>) =>
    (router.state.matches.at(-1)?.route.handle as { title?: string } | undefined)?.title;
  const settled = (router: ReturnType<typeof createAppRouter>) =>
    vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));

  it('starts with the page’s own route, and finds every other address as the whole table would', async () => {
    window.history.replaceState(null, '', '/events/walking-football');
    const router = createAppRouter(routes);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leaf(router)).toBe('Event');
    // Only the route it opened on (and the catch-all) so far.
    expect(router.routes[0]?.children).toHaveLength(2);

    for (const [path, title] of [
      ['/events/new', 'Suggest'],
      ['/events', 'Events'],
      ['/events/another', 'Event'],
      ['/about', 'About'],
      ['/no/such/page', 'Page Not Found'],
    ] as const) {
      await router.navigate(path);
      await settled(router);
      expect(leaf(router), path).toBe(title);
    }
    router.dispose();
  });

  it('an address of no route starts with the catch-all and still reaches every page', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    const router = createAppRouter(routes);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leaf(router)).toBe('Page Not Found');
    await router.navigate('/about');
    await settled(router);
    expect(leaf(router)).toBe('About');
    router.dispose();
  });
});
