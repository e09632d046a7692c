import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { FollowButton } from '@/collections/follow-button';
import { PageHeader } from '@/components/page-header';
import { dayKeyText, londonDayKey } from '@/lib/london-time';
import { followCount, type FollowTarget } from '@/lib/follows';
import { connectivityStore } from '@/stores/connectivity-store';
import { followsStore } from '@/stores/follows-store';
import { sessionStore } from '@/stores/session-store';
import { newCount, popularFollows, type FeedEntry, type FollowReason } from './feed-assembly';
import { FeedEntryRow, followName, useTypeLabels } from './feed-views';
import { itemHref, useFeed, type FeedData, type FeedSourceDefinition } from './use-feed';

const ACCOUNT_WAIT_MS = 4_000;

/**
 * Notes this visit once the account (or the device) is known, and gives the visit before it, so the
 * marks stay put while the page is open.
 */
function usePreviousVisit(): { ready: boolean; since: number | null } {
  const session = useSnapshot(sessionStore);
  const follows = useSnapshot(followsStore);
  const [since, setSince] = useState<{ ready: boolean; since: number | null }>({ ready: false, since: null });
  // Signed in: wait for the account's copy, which holds the last visit (offline, this device's copy of it);
  // an account with no profile never gives one, so after a few seconds the device's list counts.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ACCOUNT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const known = session.status === 'signed-in' && (follows.account !== null || waited);
  useEffect(() => {
    if (!known || since.ready) return;
    void import('@/collections/follows-account')
      .then((account) => account.markFeedVisit())
      .then((previous) => setSince({ ready: true, since: previous }));
  }, [known, since.ready]);
  return since;
}

function Group3({
  title,
  id,
  entries,
  children,
}: {
  title: string;
  id: string;
  entries: FeedEntry[];
  children: (entry: FeedEntry) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map(children)}
      </Stack>
    </section>
  );
}

function targetOf(reason: FollowReason): FollowTarget {
  const separator = reason.indexOf(':');
  const kind = reason.slice(0, separator);
  const key = reason.slice(separator + 1);
  if (kind === 'tags') return { kind: 'tags', tag: key };
  if (kind === 'collections') return { kind: 'collections', collection: key };
  const slash = key.indexOf('/');
  return { kind: 'ids', collection: key.slice(0, slash), id: key.slice(slash + 1) };
}

/** Everything followed, each with Unfollow: items first, then topics, then whole types. */
function Following({ data, typeLabels }: { data: FeedData; typeLabels: ReadonlyMap<string, string> }) {
  const reasons: FollowReason[] = [
    ...data.follows.ids.map((key) => `ids:${key}` as const),
    ...data.follows.tags.map((key) => `tags:${key}` as const),
    ...data.follows.collections.map((key) => `collections:${key}` as const),
  ];
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby="feed-following">
      <Title order={2} size="h3" id="feed-following" mb="xs">
        What you follow
      </Title>
      {problem && (
        <Text role="alert" c="red.8" mb="xs">
          {problem}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reasons.map((reason) => {
          const name = followName(reason, data, typeLabels);
          const key = reason.slice(reason.indexOf(':') + 1);
          const found = reason.startsWith('ids:') ? data.items.get(key) : undefined;
          return (
            <Group key={reason} component="li" gap="sm" wrap="nowrap" justify="space-between" maw={560}>
              {found ? (
                <Anchor component={Link} to={itemHref(found.definition, found.item)}>
                  {name}
                </Anchor>
              ) : (
                <Text>{reason.startsWith('tags:') ? `Topic: ${name}` : name}</Text>
              )}
              <Button
                size="xs"
                variant="default"
                aria-label={`Unfollow ${name}`}
                onClick={() => {
                  setProblem(null);
                  import('@/collections/follows-account')
                    .then((account) => account.toggleFollowing(targetOf(reason)))
                    .catch((error: unknown) =>
                      setProblem(error instanceof Error ? error.message : 'That did not work. Please try again.'),
                    );
                }}
              >
                Unfollow
              </Button>
            </Group>
          );
        })}
      </Stack>
    </section>
  );
}

/** Nothing followed yet: the busiest clubs, groups and topics, each with Follow. */
function Suggestions({ data }: { data: FeedData }) {
  const popular = useMemo(() => popularFollows(data.sources, new Date()), [data.sources]);
  const items = popular.ids.flatMap((key) => {
    const found = data.items.get(key);
    return found ? [{ key, ...found }] : [];
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          You are not following anything yet
        </Title>
        <Text>
          Follow clubs, groups, businesses, shops and topics, and their events and news gather here. Look for the Follow
          button on their pages. Here are some with plenty coming up:
        </Text>
        {items.length + popular.tags.length === 0 ? (
          <Text>
            <Anchor component={Link} to="/clubs">
              Browse the clubs
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/events">
              see what is on
            </Anchor>
            .
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map(({ key, item, definition }) => (
              <Group key={key} component="li" gap="sm" justify="space-between" maw={560} wrap="nowrap">
                <Anchor component={Link} to={itemHref(definition, item)}>
                  {item.title}
                </Anchor>
                <FollowButton
                  target={{ kind: 'ids', collection: definition.path, id: item.id, title: item.title }}
                  name={item.title}
                  size="xs"
                />
              </Group>
            ))}
            {popular.tags.map((tag) => (
              <Group key={tag} component="li" gap="sm" justify="space-between" maw={560} wrap="nowrap">
                <Text>Topic: {tag}</Text>
                <FollowButton target={{ kind: 'tags', tag }} name={`the topic ${tag}`} size="xs" />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/myfeed: upcoming events and news from what this person follows, built on the device from
 * its copy of the published content, so it reads offline after one visit (decision 0025).
 */
export function MyFeedPage({ loadSources }: { loadSources: () => Promise<readonly FeedSourceDefinition[]> }) {
  const visit = usePreviousVisit();
  const data = useFeed(loadSources, visit.since, true);
  const { online } = useSnapshot(connectivityStore);
  const { droppedAtSignIn } = useSnapshot(followsStore);
  const labels = useTypeLabels(data.items);

  const header = (
    <PageHeader title="My feed" description="Events and news from the clubs, groups and topics you follow." />
  );
  if (data.state === 'loading' || !visit.ready) {
    return (
      <Stack>
        {header}
        <Text role="status">Gathering your feed…</Text>
      </Stack>
    );
  }

  const { feed } = data;
  const fresh = newCount(feed);
  const upcoming = feed.today.length + feed.week.length + feed.later.length;
  const row = (kind: 'event' | 'news') => (entry: FeedEntry) => (
    <FeedEntryRow key={entry.key} entry={entry} data={data} labels={labels} kind={kind} />
  );

  return (
    <Stack gap="xl">
      <div>
        {header}
        <Stack gap="xs">
          {!online && <Text size="sm">You are offline: this is what this device had when it was last online.</Text>}
          {visit.since !== null && followCount(data.follows) > 0 && (
            <Text size="sm" role="status">
              {fresh === 0
                ? `Nothing new since your last visit on ${dayKeyText(londonDayKey(new Date(visit.since)))}.`
                : `${fresh} new since your last visit on ${dayKeyText(londonDayKey(new Date(visit.since)))}.`}
            </Text>
          )}
          {droppedAtSignIn > 0 && (
            <Alert variant="light" color="yellow" title="Some follows did not fit">
              {droppedAtSignIn} of the things you followed on this device did not fit into your account, which was full.
            </Alert>
          )}
        </Stack>
      </div>

      {followCount(data.follows) === 0 ? (
        <Suggestions data={data} />
      ) : (
        <>
          <section aria-labelledby="feed-events">
            <Title order={2} size="h3" id="feed-events" mb="sm">
              Coming up
            </Title>
            {upcoming === 0 ? (
              <Text>Nothing coming up from what you follow in the next three months.</Text>
            ) : (
              <Stack gap="lg">
                <Group3 title="Today" id="feed-today" entries={feed.today}>
                  {row('event')}
                </Group3>
                <Group3 title="This week" id="feed-week" entries={feed.week}>
                  {row('event')}
                </Group3>
                <Group3 title="Later" id="feed-later" entries={feed.later}>
                  {row('event')}
                </Group3>
              </Stack>
            )}
          </section>
          <section aria-labelledby="feed-news">
            <Title order={2} size="h3" id="feed-news" mb="sm">
              News and documents
            </Title>
            {feed.news.length === 0 ? (
              <Text>No news from what you follow in the last three months.</Text>
            ) : (
              <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {feed.news.map(row('news'))}
              </Stack>
            )}
          </section>
          <Following data={data} typeLabels={labels.plural} />
        </>
      )}
    </Stack>
  );
}
