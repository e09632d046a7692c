// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setBuildTimeCopies } from './page-copy';
import { PageView } from './page-view';

/** The page as the prerender renders it: the shipped text, or the published copy the build read. */
function prerendered(): string {
  const router = createMemoryRouter(
    [
      {
        path: '/about',
        element: (
          <PageView
            id="about"
            shipped={{ title: 'About', summary: '', html: '<p>Shipped text.</p>' }}
            description="Who"
          >
            <p>Build details</p>
          </PageView>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  return renderToString(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => {
  setBuildTimeCopies({});
  vi.unstubAllGlobals();
});

describe('an editable page, prerendered', () => {
  it('shows the shipped text when the build read no published page', () => {
    vi.stubGlobal('window', undefined);
    const html = prerendered();
    expect(html).toContain('Shipped text.');
    expect(html).toContain('>About<');
    expect(html).toContain('Build details');
    expect(html).not.toContain('data-page-copy');
  });

  it('shows the published copy the build read, and carries it for the app’s first render', () => {
    vi.stubGlobal('window', undefined);
    setBuildTimeCopies({ about: { title: 'About the Hub', summary: 'Who we are.', html: '<p>Published text.</p>' } });
    const html = prerendered();
    expect(html).toContain('Published text.');
    expect(html).toContain('About the Hub');
    expect(html).toContain('Who we are.');
    expect(html).not.toContain('Shipped text.');
    expect(html).toContain('data-page-copy');
  });
});
