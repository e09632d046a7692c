import { Button, Stack, Text } from '@mantine/core';
import type { OlderItems } from './define-collection';

/**
 * Where a list view's window ends: reads the next page from past it (online), or says why it cannot.
 * Nothing when nothing is past the window, or once everything has been read.
 */
export function OlderItemsButton({ older, plural }: { older: OlderItems | undefined; plural: string }) {
  if (!older || older.state === 'done') return null;
  const label = older.direction === 'older' ? `Show older ${plural}` : `Show more ${plural}`;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        onClick={older.load}
        loading={older.state === 'loading'}
        disabled={older.state === 'offline'}
      >
        {label}
      </Button>
      {older.state === 'offline' && (
        <Text size="sm" c="dimmed">
          {older.direction === 'older' ? `Older ${plural}` : `More ${plural}`} load when you are online.
        </Text>
      )}
      {older.state === 'error' && (
        <Text size="sm" role="alert">
          They could not be loaded. Try again in a moment.
        </Text>
      )}
    </Stack>
  );
}
