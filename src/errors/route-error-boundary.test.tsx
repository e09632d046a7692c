// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderInRouter } from '@/components/router-test-helpers';
import { RouteErrorBoundary } from './route-error-boundary';
import { notFoundResponse } from './route-errors';

afterEach(cleanup);

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function Broken(): never {
  throw new Error('The widget exploded');
}

/** A real data router with the same shape as the app's: a layout root, page routes with their own boundary. */
function renderAt(path: string) {
  return renderInRouter(
    [
      {
        Component: Layout,
        errorElement: <RouteErrorBoundary level="root" />,
        HydrateFallback: () => null,
        children: [
          { path: '/broken', Component: Broken, errorElement: <RouteErrorBoundary level="page" /> },
          {
            path: '/missing',
            loader: () => {
              throw notFoundResponse('/missing', false);
            },
            Component: () => null,
            errorElement: <RouteErrorBoundary level="page" />,
          },
          {
            path: '/invalid/:slug',
            loader: () => {
              throw notFoundResponse('/invalid/BAD', true);
            },
            Component: () => null,
            errorElement: <RouteErrorBoundary level="page" />,
          },
        ],
      },
    ],
    path,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the generic error page inside the layout when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByTestId('layout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(document.title).toBe('Internal Server Error · Thornbury Community Hub');
  });

  it('shows a thrown 404 as the not-found page, inside the layout', async () => {
    renderAt('/missing');
    expect(await screen.findByText('Page not found: /missing')).toBeTruthy();
    expect(screen.getByTestId('layout')).toBeTruthy();
    expect(document.title).toBe('Page Not Found · Thornbury Community Hub');
  });

  it('hands a fatal 404 up to the root, so it fills the page with no layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/invalid/BAD');
    expect(await screen.findByText('Page Not Found: /invalid/BAD')).toBeTruthy();
    expect(screen.queryByTestId('layout')).toBeNull();
  });
});
