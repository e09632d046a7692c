import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Anchor, Badge, Button, Group, Input, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { assembleDefinition } from '@/collections/assemble-definition';
import { ContentCard } from '@/collections/content-card';
import type { ItemProps, ListViewProps } from '@/collections/define-collection';
import { OlderItemsButton } from '@/collections/older-items-button';
import { useCollectionList } from '@/collections/use-collection';
import { compareNewestFirst, postDate, type PostItem } from './post-schema';
import {
  filteredListPath,
  filterPosts,
  POSTS_PAGE_SIZE,
  readPostListState,
  valuesInUse,
  writePostListState,
  type PostListState,
} from './post-list-state';
import { moreNews, neighbours, postPath } from './post-structured-data';
import { postDateText, postDateValue, readingTimeText } from './post-text';
import { postsManifest } from './posts-manifest';
import { postsModel } from './posts-model';
import { ListSearch } from '@/collections/list-search';

/** The posts definition for the lists inside an article's page ("More news", previous and next). */
const postsDefinition = assembleDefinition(postsManifest, postsModel, {});

/** "5 December 2026 · 3 min read". */
function DateLine({ item }: ItemProps<PostItem>) {
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={postDateValue(postDate(item))}>{postDateText(postDate(item))}</time> ·{' '}
      {readingTimeText(item.body)}
    </Text>
  );
}

/** An article in a list: the engine's card with its date and reading time, a photo that fills, more summary. */
export function PostCard({ item, headingOrder = 2 }: ItemProps<PostItem> & { headingOrder?: 2 | 3 }) {
  return (
    <ContentCard
      item={item}
      path={postPath(item)}
      headingOrder={headingOrder}
      category={item.category}
      imageFit="cover"
      meta={<DateLine item={item} />}
      summaryLines={3}
    />
  );
}

/** A plain select in Mantine's input (as the engine's list: no Combobox chunk on visitors' pages). */
function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  // A value from a shared link that nothing uses now stays chosen, so the page says why it is empty.
  const choices = value !== '' && !options.includes(value) ? [value, ...options] : options;
  return (
    <Input.Wrapper label={label} id={id} w={{ base: '100%', xs: 200 }}>
      <Input
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        rightSectionPointerEvents="none"
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}

/**
 * The articles list: newest first, 20 at a time with "Show more", search, category and tag kept in the
 * address so a shared link (or a tag on an article) opens the same list.
 */
export function PostListView({ items, older }: ListViewProps<PostItem>) {
  const [params, setParams] = useSearchParams();
  const state = readPostListState(params);
  // A new search or filter starts again from the first page: the count belongs to the filters it was made for.
  const filterKey = JSON.stringify([state.query, state.category, state.tag]);
  const [paging, setPaging] = useState({ key: filterKey, count: POSTS_PAGE_SIZE });
  const shownCount = paging.key === filterKey ? paging.count : POSTS_PAGE_SIZE;
  const categories = useMemo(() => valuesInUse(items.map((item) => item.category)), [items]);
  const tags = useMemo(() => valuesInUse(items.flatMap((item) => item.tags)), [items]);
  const matching = useMemo(
    () => filterPosts(items, state),
    // The state is three strings: compare them, not the object made on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, state.query, state.category, state.tag],
  );

  const update = (changes: Partial<PostListState>) =>
    setParams((current) => writePostListState(current, { ...readPostListState(current), ...changes }), {
      replace: true,
      preventScrollReset: true,
    });
  const filtered = state.query !== '' || state.category !== '' || state.tag !== '';
  const shown = matching.slice(0, shownCount);

  return (
    <Stack gap="md">
      <ListSearch
        plural="articles"
        query={state.query}
        onQuery={(query) => update({ query })}
        inputSize={{ w: { base: '100%', xs: 260 } }}
      >
        <FilterSelect
          id="posts-category"
          label="Category"
          allLabel="All categories"
          value={state.category}
          options={categories}
          onChange={(category) => update({ category })}
        />
        <FilterSelect
          id="posts-tag"
          label="Tag"
          allLabel="All tags"
          value={state.tag}
          options={tags}
          onChange={(tag) => update({ tag })}
        />
      </ListSearch>
      <Text size="sm" role="status" aria-live="polite">
        {matching.length === items.length
          ? `${items.length} ${items.length === 1 ? 'article' : 'articles'}`
          : `${matching.length} of ${items.length} articles match`}
      </Text>
      {matching.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            No articles match
          </Title>
          <Text mb="md">Try other words, or clear the filters to see them all.</Text>
          {filtered && (
            <Button variant="default" onClick={() => update({ query: '', category: '', tag: '' })}>
              Clear filters
            </Button>
          )}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((item) => (
            <PostCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
      {matching.length > shown.length && (
        <Group justify="center">
          <Button variant="default" onClick={() => setPaging({ key: filterKey, count: shownCount + POSTS_PAGE_SIZE })}>
            Show more ({matching.length - shown.length} more)
          </Button>
        </Group>
      )}
      {/* Past the newest the device keeps: older articles from the server, a page at a time. */}
      {matching.length <= shown.length && (
        <Group justify="center">
          <OlderItemsButton older={older} plural="articles" />
        </Group>
      )}
    </Stack>
  );
}

/** The article's Open Graph `article:*` tags, in the head while the page is shown. */
function useArticleMeta(item: PostItem) {
  const key = JSON.stringify([
    postDate(item).toISOString(),
    item.updatedAt.toISOString(),
    item.author.name,
    item.category,
    item.tags,
  ]);
  useEffect(() => {
    const [published, modified, author, section, tags] = JSON.parse(key) as [string, string, string, string, string[]];
    const entries: [string, string][] = [
      ['article:published_time', published],
      ['article:modified_time', modified],
      ['article:author', author],
      ['article:section', section],
      ...tags.map((tag): [string, string] => ['article:tag', tag]),
    ];
    const added = entries.map(([property, content]) => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', property);
      meta.setAttribute('content', content);
      document.head.append(meta);
      return meta;
    });
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [key]);
}

/** Below the title: who wrote it, when, how long it takes to read, its category and tags as links to the list. */
export function PostByline({ item }: ItemProps<PostItem>) {
  useArticleMeta(item);
  return (
    <Stack gap={6} data-testid="post-byline">
      <Text size="sm">
        By <strong>{item.author.name}</strong> · Published{' '}
        <time dateTime={postDateValue(postDate(item))}>{postDateText(postDate(item))}</time> ·{' '}
        {readingTimeText(item.body)}
      </Text>
      <Group
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Category and tags"
      >
        <li>
          <Badge
            component={Link}
            to={filteredListPath({ category: item.category })}
            variant="light"
            style={{ cursor: 'pointer' }}
          >
            {item.category}
          </Badge>
        </li>
        {item.tags.map((tag) => (
          <li key={tag}>
            <Badge
              component={Link}
              to={filteredListPath({ tag })}
              variant="outline"
              color="gray"
              c="var(--mantine-color-text)"
              style={{ cursor: 'pointer' }}
            >
              #{tag}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/** After the text: previous and next article, and "More news" (the three most recent others). */
export function PostMoreNews({ item }: ItemProps<PostItem>) {
  const result = useCollectionList(postsDefinition, { audience: 'public' });
  const items = result.state === 'ready' ? [...result.value.items].sort(compareNewestFirst) : [];
  if (items.length === 0) return null;
  const { newer, older } = neighbours(items, item.slug);
  const recent = moreNews(items, item.slug);
  return (
    <Stack gap="lg">
      {(newer || older) && (
        <Group component="nav" aria-label="Previous and next articles" justify="space-between" gap="md">
          {older ? (
            <Anchor component={Link} to={postPath(older)} rel="prev">
              ← Previous: {older.title}
            </Anchor>
          ) : (
            <span />
          )}
          {newer && (
            <Anchor component={Link} to={postPath(newer)} rel="next">
              Next: {newer.title} →
            </Anchor>
          )}
        </Group>
      )}
      {recent.length > 0 && (
        <section aria-labelledby="more-news-heading">
          <Title order={2} size="h3" id="more-news-heading" mb="sm">
            More news
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {recent.map((other) => (
              <PostCard key={other.id} item={other} headingOrder={3} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
