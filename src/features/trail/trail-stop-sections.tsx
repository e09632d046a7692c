import { useMemo } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ItemProps } from '@/collections/define-collection';
import { useCollectionList } from '@/collections/use-collection';
import { LazySiteMap } from '@/components/map/lazy-site-map';
import { distanceMetres, walkText } from '@/lib/geo';
import { AudioGuide } from './audio-guide';
import { setVisited, useTrailDevice } from './trail-device';
import { trailPoints } from './trail-list-view';
import { trailDefinition } from './trail-definition';
import { neighbours } from './trail-order';
import type { TrailStop } from './trail-schema';
import { stopPath } from './trail-structured-data';

/** "51.61120° N, 2.52620° W". */
export function coordinatesText(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(5)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(5)}° ${lng >= 0 ? 'E' : 'W'}`;
}

/**
 * A stop's page below its title: the artist and medium, "Mark as visited", the audio guide and its
 * transcript, access notes, where it is (what3words, coordinates, a small map), and the stops before and
 * after it with the walk between.
 */
export function TrailStopSections({ item }: ItemProps<TrailStop>) {
  const device = useTrailDevice();
  const visited = device.visited.includes(item.id);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            Stop {item.order}
          </Text>
          <Text>
            <Text span fw={600} inherit>
              Artist:
            </Text>{' '}
            {item.artist}
          </Text>
          <Text>
            <Text span fw={600} inherit>
              Medium:
            </Text>{' '}
            {item.medium}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={visited ? <IconCheck size={16} aria-hidden /> : undefined}
          aria-pressed={visited}
          onClick={() => setVisited(item.id, !visited)}
        >
          {visited ? 'Visited' : 'Mark as visited'}
        </Button>
      </Group>
      <AudioGuide stop={item} />
      {item.accessibility.trim() && (
        <section aria-labelledby="stop-access-heading">
          <Title order={2} size="h4" id="stop-access-heading" mb={4}>
            Getting there and access
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{item.accessibility}</Text>
        </section>
      )}
      <StopNeighbours item={item} />
    </Stack>
  );
}

/** Where the stop is, and the walk to the stops before and after it. */
function StopNeighbours({ item }: ItemProps<TrailStop>) {
  const result = useCollectionList(trailDefinition, { audience: 'public' });
  const device = useTrailDevice();
  const stops = useMemo(() => (result.state === 'ready' ? result.value.items : []), [result]);
  const { previous, next } = neighbours(stops, item.id);
  const visited = new Set(device.visited);
  const points = trailPoints(stops.length > 0 ? stops : [item], visited, item.id);
  return (
    <>
      <section aria-labelledby="stop-where-heading">
        <Title order={2} size="h4" id="stop-where-heading" mb={4}>
          Where it is
        </Title>
        <Stack gap={4}>
          {item.what3words && (
            <Text>
              what3words:{' '}
              <Anchor
                href={`https://what3words.com/${encodeURIComponent(item.what3words)}`}
                target="_blank"
                rel="noopener"
              >
                ///{item.what3words}
              </Anchor>
            </Text>
          )}
          <Text>Coordinates: {coordinatesText(item.lat, item.lng)}</Text>
          <LazySiteMap
            label={`Map showing stop ${item.order}, ${item.title}, on the trail`}
            points={points}
            route
            compact
            height={240}
          />
        </Stack>
      </section>
      {(previous || next) && (
        <Paper withBorder radius="md" p="md" component="nav" aria-label="Previous and next stops">
          <Group justify="space-between" align="flex-start" gap="md">
            {previous ? (
              <Stack gap={2}>
                <Anchor component={Link} to={stopPath(previous)} rel="prev">
                  ← Previous stop: {previous.order}. {previous.title}
                </Anchor>
                <Text size="sm">{walkText(distanceMetres(item, previous))}</Text>
              </Stack>
            ) : (
              <span />
            )}
            {next && (
              <Stack gap={2} style={{ textAlign: 'right' }}>
                <Anchor component={Link} to={stopPath(next)} rel="next">
                  Next stop: {next.order}. {next.title} →
                </Anchor>
                <Text size="sm">{walkText(distanceMetres(item, next))}</Text>
              </Stack>
            )}
          </Group>
        </Paper>
      )}
    </>
  );
}
