// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PlaceMap } from './place-map';

// MapLibre needs WebGL, which cannot run here: a stand-in that follows the map module's contract.
vi.mock('@/components/map/lazy-site-map', () => import('./site-map-stand-in'));

afterEach(cleanup);

describe('the small map on an item’s page', () => {
  it('shows the place as the current point on a small, still map', () => {
    render(
      <MantineProvider>
        <PlaceMap place={{ lat: 51.6098, lng: -2.5238, label: 'Thornbury Library' }} />
      </MantineProvider>,
    );
    const map = screen.getByRole('region', { name: 'Map showing Thornbury Library' });
    expect(map.dataset.compact).toBe('yes');
    expect(within(map).getByText('Thornbury Library').dataset.current).toBe('yes');
  });

  it('shows nothing at all, not an empty box, without a position', () => {
    const { container } = render(<PlaceMap place={null} />);
    expect(container.innerHTML).toBe('');
  });
});
