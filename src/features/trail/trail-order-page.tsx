import { useMemo, useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Alert, Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { repositoryFor } from '@/collections/collection-data';
import { useCollectionList } from '@/collections/use-collection';
import { PageHeader } from '@/components/page-header';
import { sessionStore } from '@/stores/session-store';
import { trailDefinition } from './trail-definition';
import { trailManifest } from './trail-manifest';
import { inTrailOrder, moveStop, renumbering } from './trail-order';

/**
 * The trail's order (dashboard): drag a stop to its place, or use Move up / Move down with the keyboard.
 * Each move renumbers the stops it shifts, in one batch through the repository, so it is saved on this
 * device at once and reaches the server when there is a connection, like every save.
 */
export default function TrailOrderPage() {
  const list = useCollectionList(trailDefinition, { audience: 'editor' });
  const session = useSnapshot(sessionStore);
  const stops = useMemo(() => (list.state === 'ready' ? inTrailOrder(list.value.items) : []), [list]);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  function move(from: number, to: number, focus?: 'up' | 'down'): void {
    const moved = stops[from];
    if (!moved || to < 0 || to >= stops.length || from === to || !session.uid) return;
    const next = moveStop(stops, from, to);
    const changes = renumbering(next, [from, to]).flatMap(({ id, order }) => {
      const stop = stops.find((candidate) => candidate.id === id);
      return stop ? [{ id, changes: { order }, expectedVersion: stop.version }] : [];
    });
    setProblem(null);
    const uid = session.uid;
    void repositoryFor(trailDefinition).then((repository) => {
      const write = repository.updateMany(changes, uid);
      write.committed.catch((error: unknown) => {
        console.warn('The new order was not saved.', error);
        setProblem(
          'The new order could not be saved: someone else may have changed a stop. Please try the move again.',
        );
      });
    });
    setAnnouncement(`${moved.title} is now stop ${to + 1} of ${stops.length}.`);
    // Keep the keyboard where it was: on the same button of the stop that moved (or its other one at an end).
    if (focus) {
      requestAnimationFrame(() => {
        const atEnd = (focus === 'up' && to === 0) || (focus === 'down' && to === stops.length - 1);
        const which = atEnd ? (focus === 'up' ? 'down' : 'up') : focus;
        buttons.current.get(`${moved.id}:${which}`)?.focus();
      });
    }
  }

  const onDrop = (event: DragEvent<HTMLElement>, to: number) => {
    event.preventDefault();
    const from = stops.findIndex((stop) => stop.id === event.dataTransfer.getData('text/plain'));
    setDragging(null);
    if (from >= 0) move(from, to);
  };

  return (
    <Stack>
      <PageHeader
        title="Trail order"
        description="Drag a stop to its place on the walk, or move it with its Move up and Move down buttons. The stops are renumbered as you go."
      />
      <Text>
        <Anchor component={Link} to={trailManifest.dashboardPath}>
          Edit the trail’s stops
        </Anchor>
      </Text>
      {list.state === 'loading' && <Text role="status">Loading the stops…</Text>}
      {list.state === 'error' && (
        <Alert color="red" title="The stops could not be loaded">
          {list.message}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert" title="Not saved">
          {problem}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stops in walking order">
        {stops.map((stop, index) => (
          <Paper
            component="li"
            key={stop.id}
            withBorder
            radius="md"
            p="xs"
            draggable
            data-testid="trail-order-stop"
            onDragStart={(event: DragEvent<HTMLElement>) => {
              event.dataTransfer.setData('text/plain', stop.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragging(stop.id);
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event: DragEvent<HTMLElement>) => event.preventDefault()}
            onDrop={(event: DragEvent<HTMLElement>) => onDrop(event, index)}
            style={{ cursor: 'grab', opacity: dragging === stop.id ? 0.5 : 1 }}
          >
            <Group wrap="nowrap" gap="sm">
              <IconGripVertical size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={700} w="2rem" ta="right" style={{ flexShrink: 0 }}>
                {index + 1}.
              </Text>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={`${trailManifest.dashboardPath}/${stop.id}`} fw={600}>
                  {stop.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {stop.artist}
                  {stop.status !== 'published' ? ` · ${stop.status === 'draft' ? 'Draft' : 'Archived'}` : ''}
                </Text>
              </Stack>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move up: ${stop.title}`}
                disabled={index === 0}
                ref={(element) => void buttons.current.set(`${stop.id}:up`, element)}
                onClick={() => move(index, index - 1, 'up')}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move down: ${stop.title}`}
                disabled={index === stops.length - 1}
                ref={(element) => void buttons.current.set(`${stop.id}:down`, element)}
                onClick={() => move(index, index + 1, 'down')}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
