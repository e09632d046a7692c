import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FeedEntryRow, useTypeLabels } from './feed-views';
import { useFeed, type FeedSourceDefinition } from './use-feed';

/** How many items the home page shows from the feed. */
const HOME_ITEMS = 4;

/**
 * The home page's "From things you follow": the next events, then the latest news, four at most. Shown
 * only when something is followed (on this device or in the account); reads nothing otherwise.
 */
export function FromFollows({ loadSources }: { loadSources: () => Promise<readonly FeedSourceDefinition[]> }) {
  const data = useFeed(loadSources, null, false);
  const labels = useTypeLabels(data.items);
  const { feed } = data;
  const events = [...feed.today, ...feed.week, ...feed.later].slice(0, HOME_ITEMS);
  const news = feed.news.slice(0, HOME_ITEMS - events.length);
  if (data.state !== 'ready' || events.length + news.length === 0) return null;
  return (
    <section aria-labelledby="home-follows">
      <Title order={2} size="h3" id="home-follows" mb="sm">
        From things you follow
      </Title>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {events.map((entry) => (
          <FeedEntryRow key={entry.key} entry={entry} data={data} labels={labels} kind="event" />
        ))}
        {news.map((entry) => (
          <FeedEntryRow key={entry.key} entry={entry} data={data} labels={labels} kind="news" />
        ))}
      </Stack>
      <Anchor component={Link} to="/dashboard/myfeed" mt="sm" display="inline-block">
        Open my feed
      </Anchor>
    </section>
  );
}
