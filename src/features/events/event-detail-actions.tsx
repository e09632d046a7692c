import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCalendarPlus, IconExternalLink } from '@tabler/icons-react';
import { googleCalendarUrl, icsFileName, outlookCalendarUrl } from './event-calendar-text';
import { collectionOf, type PublicEvent } from './event-view-helpers';
import { isSaved, toggleSavedEvent, useSavedEvents } from './saved-events';
import { downloadTextFile } from './public/download-file';

/** What people can do with an event from its page: save it for offline and add it to a calendar. */

export function ExternalMark() {
  return (
    <>
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  );
}

export function SaveToggle({ item, startsAt }: { item: PublicEvent; startsAt: Date }) {
  const entries = useSavedEvents();
  const collection = collectionOf(item);
  const saved = isSaved(collection, item.slug, entries);
  const [changed, setChanged] = useState(false);
  const toggle = () => {
    toggleSavedEvent({
      collection,
      slug: item.slug,
      title: item.title,
      startsAt: startsAt.toISOString(),
      venueName: item.venue?.name ?? null,
    });
    setChanged(true);
  };
  return (
    <div>
      <Button
        variant={saved ? 'light' : 'default'}
        aria-pressed={saved}
        onClick={toggle}
        leftSection={saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      >
        Save for offline
      </Button>
      <Text size="sm" role="status" aria-live="polite" mt={4}>
        {changed
          ? saved
            ? `Saved on this device. You will find it under “Your saved events”, even without a signal.`
            : 'Removed from your saved events.'
          : ''}
      </Text>
    </div>
  );
}

export function AddToCalendar({ item, pageUrl }: { item: PublicEvent; pageUrl: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    try {
      // The calendar-file library loads only when someone asks for a file.
      const { eventToIcs } = await import('./event-calendar-file');
      downloadTextFile(eventToIcs(item, { url: pageUrl }), icsFileName(item), 'text/calendar;charset=utf-8');
      setProblem(null);
    } catch {
      setProblem('Sorry, the calendar file could not be made. Please try Google Calendar or Outlook instead.');
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600} id="event-add-to-calendar">
        Add to calendar
      </Text>
      {item.recurrence && (
        <Text size="sm">
          This adds every date of the series. Outlook adds the first date only, with a link to the others.
        </Text>
      )}
      <Group gap="sm" role="group" aria-labelledby="event-add-to-calendar">
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => void download()}
        >
          Download calendar file
        </Button>
        <Anchor href={googleCalendarUrl(item, pageUrl)} target="_blank" rel="noopener noreferrer">
          Google Calendar
          <ExternalMark />
        </Anchor>
        <Anchor href={outlookCalendarUrl(item, pageUrl)} target="_blank" rel="noopener noreferrer">
          Outlook
          <ExternalMark />
        </Anchor>
      </Group>
      {problem && (
        <Text role="alert" c="var(--mantine-color-error)">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
