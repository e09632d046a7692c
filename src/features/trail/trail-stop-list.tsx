import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Parsed } from '@/collections/converter';
import { ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import { distanceMetres, walkText, type LatLngLike } from '@/lib/geo';
import type { TrailStop } from './trail-schema';
import { stopPath } from './trail-structured-data';

/**
 * The stops in walking order, as a numbered list: the trail's text alternative to the map, always on the
 * page. Each stop: its number, picture, title (a link to its page), artist and medium, a line of text,
 * whether it is ticked, and how far it is when the person has shared their position.
 */
export function TrailStopList({
  stops,
  visited,
  position,
}: {
  stops: readonly Parsed<TrailStop>[];
  visited: ReadonlySet<string>;
  position: LatLngLike | null;
}) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stops in walking order">
      {stops.map((stop) => {
        const done = visited.has(stop.id);
        return (
          <Paper component="li" key={stop.id} withBorder radius="md" p="sm" data-testid="trail-stop">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Text
                component="span"
                fw={700}
                size="lg"
                aria-hidden
                style={{
                  flex: '0 0 2.25rem',
                  height: '2.25rem',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  background: done ? 'var(--mantine-color-teal-9)' : 'var(--mantine-primary-color-filled)',
                  color: 'var(--mantine-color-white)',
                }}
              >
                {stop.order}
              </Text>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Title order={3} size="h4">
                  <Anchor component={Link} to={stopPath(stop)}>
                    <VisuallyHidden>Stop {stop.order}: </VisuallyHidden>
                    {stop.title}
                  </Anchor>
                </Title>
                <Text size="sm">
                  {stop.artist} · {stop.medium}
                </Text>
                {stop.summary && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {stop.summary}
                  </Text>
                )}
                <Group gap="xs">
                  {done && (
                    <Text size="sm" fw={600} span>
                      <IconCheck size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Visited
                    </Text>
                  )}
                  {position && (
                    <Text size="sm" data-testid="trail-stop-distance">
                      {walkText(distanceMetres(position, stop))}
                    </Text>
                  )}
                </Group>
              </Stack>
              {responsiveImageAttributes(stop.image, 'small') && (
                <ResponsiveImage
                  image={stop.image}
                  sizes="96px"
                  prefer="small"
                  style={{ flex: '0 0 96px', width: 96, height: 64, objectFit: 'cover', borderRadius: 6 }}
                />
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
