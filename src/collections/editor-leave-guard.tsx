import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useBlocker } from 'react-router';

/** Asks before leaving with unsaved changes; they stay on this device as a draft either way. */
export function LeaveGuard({ isDirty, singular }: { isDirty: () => boolean; singular: string }) {
  // Asked at the moment of leaving (not from the last render), so leaving right after a save is not stopped.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="md"
      radius="md"
      role="alertdialog"
      aria-labelledby="leave-editor-title"
      pos="sticky"
      bottom={16}
    >
      <Title order={2} size="h5" id="leave-editor-title">
        Leave without saving?
      </Title>
      <Text size="sm" my="xs">
        Your changes are not saved yet. They are kept on this device as a draft, and come back when you open this{' '}
        {singular} again.
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => blocker.reset()}>
          Stay and keep editing
        </Button>
        <Button size="xs" variant="default" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </Group>
    </Paper>
  );
}
