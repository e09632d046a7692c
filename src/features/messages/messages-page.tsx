import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleDashed,
  IconInbox,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { londonShortDateTime } from '@/lib/london-time';
import { filterInbox, parseInbox, replyMailto, type InboxFilter, type InboxMessage } from './message-model';
import classes from './messages-page.module.css';

type Loaded =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; messages: InboxMessage[]; more: boolean };

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'unhandled', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/**
 * The inbox, live, newest first, a page at a time: a message sent from the contact page appears without a
 * reload, and `showMore` adds older ones.
 */
function useInbox(): { loaded: Loaded; showMore: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const watch = useRef<{ showMore: () => void } | null>(null);
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('@/domains/messages/messages-data')
      .then((data) =>
        data.watchInbox(
          (documents, more) => setLoaded({ kind: 'ready', messages: parseInbox(documents), more }),
          (error) => setLoaded({ kind: 'error', message: error.message }),
        ),
      )
      .then((watching) => {
        if (stopped) watching.stop();
        else {
          stop = watching.stop;
          watch.current = watching;
        }
      })
      .catch((error: unknown) => setLoaded({ kind: 'error', message: String(error) }));
    return () => {
      stopped = true;
      watch.current = null;
      stop?.();
    };
  }, []);
  return { loaded, showMore: () => watch.current?.showMore() };
}

function MessageRow({ message, selected, onOpen }: { message: InboxMessage; selected: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-handled={message.handled || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={message.handled ? 400 : 700} truncate>
          {message.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {londonShortDateTime(message.createdAt)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {!message.handled && (
          <Badge size="xs" variant="dot" color="blue" style={{ flexShrink: 0 }}>
            New
          </Badge>
        )}
        <Text size="sm" truncate>
          {message.subject}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function MessageView({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a message moves to it (on a phone it is above the list).
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [message.id]);
  const toggle = () =>
    void import('@/domains/messages/messages-data').then((data) => data.setHandled(message.id, !message.handled));
  const remove = () => {
    setConfirming(false);
    onClose();
    void import('@/domains/messages/messages-data').then((data) => data.deleteMessage(message.id));
  };
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby="message-subject">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" id="message-subject" ref={heading} tabIndex={-1}>
            {message.subject}
          </Title>
          <Badge variant="dot" color={message.handled ? 'green' : 'blue'}>
            {message.handled ? 'Handled' : 'Not handled'}
          </Badge>
        </Group>
        <Text size="sm">
          From <strong>{message.name}</strong> (
          <Anchor href={`mailto:${encodeURIComponent(message.email)}`}>{message.email}</Anchor>),{' '}
          {londonShortDateTime(message.createdAt)}
          {message.pending && ' · waiting to sync'}
        </Text>
        <Text className={classes.body}>{message.body}</Text>
        <Group gap="xs">
          <Button component="a" href={replyMailto(message)} leftSection={<IconArrowBackUp size={18} aria-hidden />}>
            Reply by email
          </Button>
          <Button
            variant="default"
            onClick={toggle}
            leftSection={
              message.handled ? <IconCircleDashed size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />
            }
          >
            {message.handled ? 'Mark as not handled' : 'Mark as handled'}
          </Button>
          <Button
            variant="default"
            onClick={() => setConfirming(true)}
            leftSection={<IconTrash size={18} aria-hidden />}
          >
            Delete
          </Button>
        </Group>
        {confirming && (
          <Alert color="red" variant="light" role="alertdialog" title="Delete this message?">
            <Text size="sm" mb="xs">
              The message from {message.name} will be gone for good, for every admin. This cannot be undone.
            </Text>
            <Group gap="xs">
              {/* The darkest red: white text on it meets contrast, as the lighter shades do not. */}
              <Button size="xs" color="red.9" onClick={remove}>
                Yes, delete it
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export default function MessagesPage() {
  const meta = useRouteMeta();
  const { loaded, showMore } = useInbox();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InboxFilter>('unhandled');
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useMemo(() => (loaded.kind === 'ready' ? loaded.messages : []), [loaded]);
  const more = loaded.kind === 'ready' && loaded.more;
  const shown = useMemo(() => filterInbox(messages, search, filter), [messages, search, filter]);
  const open = messages.find((message) => message.id === openId);

  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Messages'} description={meta?.description} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search messages"
          placeholder="Name, email or words in the message"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 16rem' }}
        />
        <SegmentedChoice
          aria-label="Show"
          value={filter}
          onChange={(value) => setFilter(value as InboxFilter)}
          data={FILTERS}
        />
      </Group>
      {loaded.kind === 'loading' && (
        <Text size="sm" role="status">
          <Loader size="xs" mr="xs" aria-hidden /> Loading messages…
        </Text>
      )}
      {loaded.kind === 'error' && (
        <Alert color="red" title="The messages could not be loaded">
          {loaded.message}
        </Alert>
      )}
      {loaded.kind === 'ready' && (
        <div className={classes.panes} data-open={open ? true : undefined}>
          <div className={classes.listPane}>
            <Text size="sm" c="dimmed" mb="xs" role="status">
              {shown.length === 1 ? '1 message' : `${shown.length} messages`}
              {more && ` among the newest ${messages.length}`}
            </Text>
            {shown.length === 0 ? (
              <Alert variant="light" icon={<IconInbox size={20} aria-hidden />} title="Nothing here">
                {messages.length === 0
                  ? 'No messages yet. Messages sent from the contact page appear here as they arrive.'
                  : more
                    ? 'None of the newest messages match. Show more to look at older ones.'
                    : 'No messages match. Try other words, or show all messages.'}
              </Alert>
            ) : (
              <Stack gap={4} component="ul" className={classes.list} aria-label="Messages, newest first">
                {shown.map((message) => (
                  <li key={message.id}>
                    <MessageRow
                      message={message}
                      selected={message.id === openId}
                      onOpen={() => setOpenId(message.id)}
                    />
                  </li>
                ))}
              </Stack>
            )}
            {more && (
              <Button variant="default" mt="sm" onClick={showMore}>
                Show more
              </Button>
            )}
          </div>
          <div className={classes.messagePane}>
            {open ? (
              <MessageView message={open} onClose={() => setOpenId(null)} />
            ) : (
              <Text c="dimmed" visibleFrom="md">
                Choose a message to read it.
              </Text>
            )}
          </div>
        </div>
      )}
    </Stack>
  );
}
