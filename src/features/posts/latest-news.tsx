import { useState } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { assembleDefinition } from '@/collections/assemble-definition';
import { useCollectionList } from '@/collections/use-collection';
import { compareNewestFirst } from './post-schema';
import { PostCard } from './post-views';
import { NEWEST_NEWS, postsManifest } from './posts-manifest';
import { postsModel } from './posts-model';

const postsDefinition = assembleDefinition(postsManifest, postsModel, {});

/** The home page's "Latest news": the three newest articles, with a link to them all. Offline once visited. */
export function LatestNews({ limit = 3 }: { limit?: number }) {
  // The window's order, bounded to what is shown: the home page reads three articles, not the newest 200.
  const [options] = useState(() => ({ audience: 'public' as const, orderBy: NEWEST_NEWS.orderBy, limit }));
  const result = useCollectionList(postsDefinition, options, true);
  if (result.state !== 'ready' || result.value.items.length === 0) return null;
  const latest = [...result.value.items].sort(compareNewestFirst).slice(0, limit);
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-news-heading" mt="lg">
      {/* Beside the heading, as "Coming up" has it. */}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="latest-news-heading">
          Latest news
        </Title>
        <Anchor component={Link} to="/articles">
          See all news and articles
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {latest.map((item) => (
          <PostCard key={item.id} item={item} headingOrder={3} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
