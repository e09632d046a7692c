// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BaseContent } from './content-schema';
import { parsedContentItem } from './content-test-helpers';
import type { Parsed } from './converter';
import { notesTestDefinition } from './notes-test-definition';
import { PublicListView } from './public-list-view';

/**
 * The generic list page's structure checked by axe, in light and dark: names, roles, labels, lists.
 * Colour contrast needs a real browser's layout; the registry's end-to-end axe run covers it.
 */

const clubs = {
  ...notesTestDefinition,
  path: 'clubs',
  labels: { singular: 'Club', plural: 'Clubs' },
  publicPath: '/clubs',
  dashboardPath: '/dashboard/clubs',
  description: 'Clubs in the town.',
  categoryField: 'category',
};

function club(slug: string, title: string, category: string, withImage = false): Parsed<BaseContent> {
  const item = parsedContentItem({
    slug,
    title,
    summary: `All about ${title}, which meets every week in the town.`,
    image: withImage ? { path: 'x.png', url: '/images/x.png', alt: `${title} logo`, width: 200, height: 200 } : null,
  });
  return { ...item, category } as Parsed<BaseContent>;
}

async function violations(scheme: 'light' | 'dark', address: string): Promise<string[]> {
  const items = [club('bowls', 'Bowls', 'Sport', true), club('cafe', 'Café Club', 'Food')];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main>
            <PublicListView
              definition={clubs}
              result={{
                state: 'ready',
                value: { items, fromCache: false, hasPendingWrites: false, pendingIds: new Set(), cursor: undefined },
              }}
              online
            />
          </main>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  const { container } = render(
    <MantineProvider forceColorScheme={scheme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

afterEach(cleanup);

describe('the generic public list page passes axe', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`with results, in ${scheme} mode`, async () => {
      expect(await violations(scheme, '/clubs')).toEqual([]);
    });
    it(`with nothing matching, in ${scheme} mode`, async () => {
      expect(await violations(scheme, '/clubs?q=knitting')).toEqual([]);
    });
  }
});
