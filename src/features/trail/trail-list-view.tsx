import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ListViewProps } from '@/collections/define-collection';
import { useViewChoice, ViewChoice } from '@/collections/place-map';
import { useHeadTags } from '@/collections/public-detail-page';
import { LazySiteMap } from '@/components/map/lazy-site-map';
import type { MapPoint } from '@/components/map/map-types';
import { distanceMetres, walkText } from '@/lib/geo';
import { settingsStore } from '@/stores/settings-store';
import { markVisited, resetVisited, setAutoTick, useTrailDevice } from './trail-device';
import { TrailOfflinePanel } from './trail-offline-panel';
import { inTrailOrder } from './trail-order';
import { accuracyWarning, arrivedAt, nearestStop, nextStop, progressText } from './trail-progress';
import type { TrailStop } from './trail-schema';
import { TrailStopList } from './trail-stop-list';
import { stopPath, trailJsonLd } from './trail-structured-data';
import { nearMeProblem, useNearMe } from './use-near-me';
import { trailManifest } from './trail-manifest';

/** Numbered points for the map, each linking to its stop. */
export function trailPoints(
  stops: readonly { id: string; order: number; title: string; slug: string; lat: number; lng: number }[],
  visited: ReadonlySet<string>,
  current?: string,
): MapPoint[] {
  return stops.map((stop) => ({
    id: stop.id,
    lat: stop.lat,
    lng: stop.lng,
    number: stop.order,
    label: `${stop.order}. ${stop.title}`,
    href: stopPath(stop),
    visited: visited.has(stop.id),
    current: stop.id === current,
  }));
}

/**
 * The trail's page below its heading: progress, near me, the List / Map choice (remembered; with the map
 * the numbered list follows it, as its text alternative), the stops in order and the offline download.
 */
export function TrailListView({ items }: ListViewProps<TrailStop>) {
  const stops = useMemo(() => inTrailOrder(items), [items]);
  const device = useTrailDevice();
  // List or Map: in the address like every list's (a shared link opens the same view), and remembered.
  const [view, setView] = useViewChoice(trailManifest.publicPath);
  const visited = useMemo(() => new Set(device.visited), [device.visited]);
  const [nearMeOn, setNearMeOn] = useState(false);
  const nearMe = useNearMe(nearMeOn);
  const position = nearMe.status === 'on' ? nearMe.position : null;
  const { companyName } = useSnapshot(settingsStore);

  const url = `${window.location.origin}${trailManifest.publicPath}`;
  useHeadTags({
    title: trailManifest.listTitle?.heading ?? 'Creative trail',
    description: trailManifest.description,
    url,
    type: 'website',
    siteName: companyName,
    structuredData: trailJsonLd(stops, { name: 'Creative trail', description: trailManifest.description, url }),
  });

  // Reaching a stop ticks it, when the person has turned that on.
  useEffect(() => {
    if (!position || !device.autoTick || position.accuracy > 50) return;
    markVisited(arrivedAt(stops, position, visited).map((stop) => stop.id));
  }, [position, device.autoTick, stops, visited]);

  const nearest = position ? nearestStop(stops, position) : undefined;
  const next = nextStop(stops, visited);
  const problem = nearMeProblem(nearMe);
  const warning = position ? accuracyWarning(position.accuracy) : null;
  const showMap = view === 'map';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text fw={600} role="status" data-testid="trail-progress">
          {progressText(stops, visited)}
        </Text>
        {visited.size > 0 && (
          <Button variant="subtle" onClick={resetVisited}>
            Reset visited stops
          </Button>
        )}
      </Group>
      {next && (
        <Text>
          Next stop on the trail:{' '}
          <Anchor component={Link} to={stopPath(next)}>
            {next.order}. {next.title}
          </Anchor>
          {position && ` · ${walkText(distanceMetres(position, next))}`}
        </Text>
      )}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="near-me-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="near-me-heading">
            Near me
          </Title>
          <Text size="sm">
            Shows where you are on the map and how far each stop is. Your position stays on this phone.
          </Text>
          <Group>
            <Button
              variant={nearMeOn ? 'default' : 'filled'}
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              onClick={() => setNearMeOn((on) => !on)}
              aria-pressed={nearMeOn}
            >
              {nearMeOn ? 'Stop showing where I am' : 'Show where I am'}
            </Button>
            <Checkbox
              label="Tick stops as I reach them"
              checked={device.autoTick}
              onChange={(event) => setAutoTick(event.currentTarget.checked)}
            />
          </Group>
          {nearMe.status === 'looking' && (
            <Text size="sm" role="status">
              Finding your position…
            </Text>
          )}
          {nearest && (
            <Text role="status" data-testid="trail-nearest">
              Nearest stop:{' '}
              <Anchor component={Link} to={stopPath(nearest.stop)}>
                {nearest.stop.order}. {nearest.stop.title}
              </Anchor>{' '}
              · {walkText(nearest.metres)}
            </Text>
          )}
          {warning && <Text size="sm">{warning}</Text>}
          {problem && (
            <Alert color="yellow" variant="light" title={problem.title} role="alert">
              {problem.text}
            </Alert>
          )}
        </Stack>
      </Paper>

      <ViewChoice id="trail-view-label" value={view} onChange={setView} />
      {showMap && (
        <LazySiteMap
          label="Map of the creative trail, with its stops numbered in walking order. The same stops are listed below."
          points={trailPoints(stops, visited)}
          route
          position={position}
        />
      )}
      <Title order={2} size="h4">
        Stops in walking order
      </Title>
      <TrailStopList stops={stops} visited={visited} position={position} />
      <TrailOfflinePanel stops={stops} />
    </Stack>
  );
}
