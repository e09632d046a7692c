import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/**
 * For tests only (nothing in the app imports this file): renders a page as the app's providers hold it, inside
 * Mantine and an in-memory router, opened at `at`. Give routes, or one element to show at every address.
 * Returns the router, so that a test can see where a link or a search took it, and what `render` returns.
 */
export function renderInRouter(routes: ReactElement | RouteObject[], at = '/') {
  const router = createMemoryRouter(Array.isArray(routes) ? routes : [{ path: '*', element: routes }], {
    initialEntries: [at],
  });
  const rendered = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...rendered };
}
