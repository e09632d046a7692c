import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { londonDayKey } from './event-dates';
import { removeSavedEvent, relativeWhen, upcomingSaved, useSavedEvents, type SavedEvent } from './saved-events';

/** What the loaded list knows about a saved event now (a series' next date, a cancellation). */
export type SavedEventResolver = (
  entry: SavedEvent,
) => { startsAt: Date; cancelled: boolean; recurring: boolean; title: string } | undefined;

interface SavedEventsPanelProps {
  now: Date;
  /** Fresher details for saved events that are loaded; the saved copy is shown for the rest. */
  resolve?: SavedEventResolver;
}

/**
 * "Your saved events": what this visitor saved on this device, soonest first, each with a reminder of
 * when ("Tomorrow, 7.30pm", "This Saturday, 10am"). Shows nothing when there is nothing coming up.
 */
export function SavedEventsPanel({ now, resolve }: SavedEventsPanelProps) {
  const entries = useSavedEvents();
  const fresh = new Map(entries.map((entry) => [`${entry.collection}/${entry.slug}`, resolve?.(entry)]));
  const shown = upcomingSaved(
    now,
    entries.map((entry) => {
      const details = fresh.get(`${entry.collection}/${entry.slug}`);
      return details ? { ...entry, title: details.title, startsAt: details.startsAt.toISOString() } : entry;
    }),
  );
  if (shown.length === 0) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="saved-events-heading">
      <Title order={2} size="h4" id="saved-events-heading" mb="xs">
        Your saved events
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((entry) => {
          const details = fresh.get(`${entry.collection}/${entry.slug}`);
          const cancelled = details?.cancelled ?? false;
          const startsAt = new Date(entry.startsAt);
          // A series opens at the saved date.
          const date = details?.recurring ? `?date=${londonDayKey(startsAt)}` : '';
          return (
            <li key={`${entry.collection}/${entry.slug}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <div>
                  <Text fw={600}>{relativeWhen(startsAt, now)}</Text>
                  <Anchor component={Link} to={`/${entry.collection}/${entry.slug}${date}`}>
                    {cancelled ? <s>{entry.title}</s> : entry.title}
                  </Anchor>
                  {cancelled && ' (cancelled)'}
                  {entry.venueName && (
                    <Text size="sm" c="dimmed">
                      {entry.venueName}
                    </Text>
                  )}
                </div>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => removeSavedEvent(entry.collection, entry.slug)}
                >
                  Remove
                  <VisuallyHidden> {entry.title} from your saved events</VisuallyHidden>
                </Button>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
