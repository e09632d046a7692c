import { Component, lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { SiteMapProps } from './map-types';

/**
 * The map, loaded on first use: MapLibre and its styles come in their own chunk (site-map.tsx), never with
 * the first page (decision 0028). Until it has loaded (and in prerendered HTML) a box of the map's height
 * holds its place; if it cannot load (offline before a map was ever shown here, or no WebGL), one plain
 * sentence says so, and the page's list of places still serves.
 */
const SiteMap = lazy(() => import('./site-map'));

export const MAP_UNAVAILABLE_TEXT = 'The map could not load. Every place is listed on this page.';

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The map could not load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        style={{
          margin: 0,
          padding: 'var(--mantine-spacing-md)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {MAP_UNAVAILABLE_TEXT}
      </p>
    );
  }
}

/** The map's box before the map is there; with a label it is the map's named region (holding "Show the map"). */
function MapPlaceholder({
  height,
  label,
  children,
}: {
  height: number | string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      data-map-placeholder=""
      style={{
        height,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      {children}
    </div>
  );
}

const noChanges = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

export function LazySiteMap(props: SiteMapProps) {
  const height = props.height ?? 360;
  // Only in the browser: prerendering (and hydrating) draws the placeholder and never loads MapLibre.
  const inBrowser = useSyncExternalStore(noChanges, inTheBrowser, onTheServer);
  // A small map on an item's page waits for a tap: MapLibre is 457 KB gzip with its worker, and loading it
  // with the page kept Lighthouse (mobile) at 44 on a trail stop and 49 on a club's page (71 and 73 with
  // the tap) and cost phones the data. A list's Map view, chosen on purpose, loads at once.
  const [shown, setShown] = useState(!props.compact);
  if (!inBrowser) return <MapPlaceholder height={height} />;
  if (!shown)
    return (
      <MapPlaceholder height={height} label={props.label}>
        <Button variant="default" leftSection={<IconMapPin size={18} aria-hidden />} onClick={() => setShown(true)}>
          Show the map
        </Button>
      </MapPlaceholder>
    );
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapPlaceholder height={height} />}>
        <SiteMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
