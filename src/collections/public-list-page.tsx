import type { ComponentType } from 'react';
import { Alert, Anchor, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { NothingPublished } from '@/components/nothing-published';
import { PageHeader } from '@/components/page-header';
import { connectivityStore } from '@/stores/connectivity-store';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition, ItemProps } from './define-collection';
import type { ListPage } from './repository';
import { useCollectionList, type Loadable } from './use-collection';

interface PublicListViewProps<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  result: Loadable<ListPage<z.infer<Schema>>>;
  /** Whether this device can reach the servers (an empty copy on this device means "not yet", not "none"). */
  online: boolean;
}

/** The card used when a content type brings none: its title as a link to its page, and its summary. */
export function GenericCard<Item extends BaseContent>({ item, publicPath }: ItemProps<Item> & { publicPath: string }) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Title order={2} size="h4">
        <Anchor component={Link} to={`${publicPath}/${item.slug}`}>
          {item.title}
        </Anchor>
      </Title>
      {item.summary && (
        <Text size="sm" mt={6}>
          {item.summary}
        </Text>
      )}
    </Card>
  );
}

/**
 * The public list of a content type, given what has loaded: a status line while loading (in the space
 * the list will take, so nothing jumps), a plain message on failure, a clear "not on this device yet"
 * when offline with nothing saved, and otherwise the type's own list view or a grid of its cards.
 */
export function PublicListView<Schema extends z.ZodType<BaseContent>>({
  definition,
  result,
  online,
}: PublicListViewProps<Schema>) {
  const plural = definition.labels.plural.toLowerCase();
  const header = <PageHeader title={definition.labels.plural} description={definition.description} />;

  // The first answer can come from this device's copy before the server's: while online, an empty
  // copy means "still looking", not "nothing here".
  const waiting =
    result.state === 'loading' ||
    (result.state === 'ready' && result.value.items.length === 0 && result.value.fromCache && online);
  if (waiting) {
    return (
      <Stack>
        {header}
        <Text role="status" aria-live="polite" mih="100vh">
          Loading {plural}…
        </Text>
      </Stack>
    );
  }

  if (result.state === 'error') {
    return (
      <Stack>
        {header}
        <Alert color="red" variant="outline" title={`The ${plural} could not be loaded`}>
          <Text>{result.message}</Text>
          <Text size="sm" mt="xs">
            Reference for support: {result.code}
          </Text>
        </Alert>
      </Stack>
    );
  }

  const { items, fromCache } = result.value;
  if (items.length === 0 && fromCache) {
    return (
      <Stack>
        {header}
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Not saved on this device yet
          </Title>
          <Text>
            You are offline, and the {plural} have not been saved on this device yet. Open this page once while you have
            a connection: after that it works without a signal too.
          </Text>
        </Paper>
      </Stack>
    );
  }

  if (items.length === 0) {
    return (
      <Stack>
        {header}
        <NothingPublished kind={plural} />
      </Stack>
    );
  }

  const ListView = definition.slots?.listView;
  if (ListView) {
    return (
      <Stack>
        {header}
        <ListView items={items} fromCache={fromCache} />
      </Stack>
    );
  }

  const ItemCard = definition.slots?.card as ComponentType<ItemProps<z.infer<Schema>>> | undefined;
  return (
    <Stack>
      {header}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item: Parsed<z.infer<Schema>>) =>
          ItemCard ? (
            <ItemCard key={item.id} item={item} />
          ) : (
            <GenericCard key={item.id} item={item} publicPath={definition.publicPath} />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The generic public list page for any content type. */
export function PublicListPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const result = useCollectionList(definition, { audience: 'public' });
  const { online } = useSnapshot(connectivityStore);
  return <PublicListView definition={definition} result={result} online={online} />;
}
