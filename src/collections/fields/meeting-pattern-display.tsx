import { Stack, Text } from '@mantine/core';
import { nextMeetingText, type MeetingPattern } from './meeting-pattern';

// Its own module, not field-displays.tsx: working out the next meeting takes the recurrence rules (rrule,
// about 50 KB), which the pages of types that never meet (businesses, products, documents) should not load.

export function MeetingPatternDisplay({ pattern, now }: { pattern: MeetingPattern | null | undefined; now: Date }) {
  if (!pattern) return null;
  const next = nextMeetingText(pattern, now);
  return (
    <Stack gap={2}>
      <Text>{pattern.text}</Text>
      {next && <Text fw={600}>{next}</Text>}
    </Stack>
  );
}
