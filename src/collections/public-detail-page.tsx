import { useEffect, type ComponentType } from 'react';
import { scriptSafeJson } from '@/lib/script-json.mjs';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { Markdown } from '@/components/markdown';
import { PageHeader } from '@/components/page-header';
import { IMAGE_SIZES, ResponsiveImage } from '@/components/responsive-image';
import { ShareButton } from '@/components/share-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRobotsNoIndex } from '@/hooks/use-robots-noindex';
import { pageTitle } from '@/lib/page-title';
import { isSafeUrl } from '@/lib/safe-url';
import { connectivityStore } from '@/stores/connectivity-store';
import { settingsStore } from '@/stores/settings-store';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { FollowButton } from './follow-button';
import { detailPattern, type CollectionDefinition, type ItemProps } from './define-collection';
import { ReferencingItems } from './referencing-items';
import type { ItemSnapshot } from './repository';
import { useCollectionItem, type Loadable } from './use-collection';

/** Above the shell's route title (0), below the error pages' (10). */
const ITEM_TITLE_PRIORITY = 1;

export const STRUCTURED_DATA_ID = 'structured-data';

// Shared with build scripts (src/lib/script-json.mjs); exported from here for this page's users.
export { scriptSafeJson };

export interface HeadTags {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** Open Graph type: `article` for content pages. */
  type: string;
  /** Absolute image address and its description, when the page has a picture. */
  image?: { url: string; alt: string } | null;
  siteName?: string;
  /** schema.org data, written as `<script type="application/ld+json" id="structured-data">`. */
  structuredData?: Record<string, unknown> | null;
}

interface MetaSpec {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

function metaSpecs(tags: HeadTags): MetaSpec[] {
  const specs: MetaSpec[] = [
    { attribute: 'name', key: 'description', content: tags.description },
    { attribute: 'property', key: 'og:title', content: tags.title },
    { attribute: 'property', key: 'og:description', content: tags.description },
    { attribute: 'property', key: 'og:type', content: tags.type },
    { attribute: 'property', key: 'og:url', content: tags.url },
    { attribute: 'name', key: 'twitter:card', content: tags.image ? 'summary_large_image' : 'summary' },
  ];
  if (tags.siteName) specs.push({ attribute: 'property', key: 'og:site_name', content: tags.siteName });
  if (tags.image) {
    specs.push({ attribute: 'property', key: 'og:image', content: tags.image.url });
    specs.push({ attribute: 'property', key: 'og:image:alt', content: tags.image.alt });
  }
  return specs;
}

/**
 * Puts a page's description, Open Graph and Twitter tags and structured data in `document.head` while
 * the page is shown. Tags that were there already (the site's description, a prerendered script) are
 * updated and put back as they were afterwards; tags added here are removed again.
 */
export function useHeadTags(tags: HeadTags | null): void {
  // One string stands for the whole set, so the effect runs when a value changes, not on every render.
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!key) return undefined;
    const current = JSON.parse(key) as HeadTags;
    const head = document.head;
    const undo: (() => void)[] = [];

    for (const spec of metaSpecs(current)) {
      const selector = `meta[${spec.attribute}="${spec.key}"]`;
      const existing = head.querySelector<HTMLMetaElement>(selector);
      if (existing) {
        const previous = existing.getAttribute('content');
        existing.setAttribute('content', spec.content);
        undo.push(() => {
          if (previous === null) existing.removeAttribute('content');
          else existing.setAttribute('content', previous);
        });
      } else {
        const meta = document.createElement('meta');
        meta.setAttribute(spec.attribute, spec.key);
        meta.setAttribute('content', spec.content);
        head.append(meta);
        undo.push(() => meta.remove());
      }
    }

    if (current.structuredData) {
      const text = scriptSafeJson(current.structuredData);
      const existing = document.getElementById(STRUCTURED_DATA_ID);
      if (existing instanceof HTMLScriptElement) {
        const previous = existing.textContent;
        existing.textContent = text;
        undo.push(() => {
          existing.textContent = previous;
        });
      } else {
        const script = document.createElement('script');
        script.type = 'application/ld+json';
        script.id = STRUCTURED_DATA_ID;
        script.textContent = text;
        head.append(script);
        undo.push(() => script.remove());
      }
    }

    return () => {
      for (const step of undo.reverse()) step();
    };
  }, [key]);
}

function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

interface PublicDetailViewProps<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  result: Loadable<ItemSnapshot<z.infer<Schema>>>;
  /** Whether this device can reach the servers. */
  online: boolean;
}

/**
 * One item's public page, given what has loaded: a status line while loading, "not available" when
 * there is no such published item, a plain "not on this device yet" when offline without a copy, and
 * otherwise the item with its type's extra sections.
 */
export function PublicDetailView<Schema extends z.ZodType<BaseContent>>({
  definition,
  result,
  online,
}: PublicDetailViewProps<Schema>) {
  const { companyName } = useSnapshot(settingsStore);
  const singular = definition.labels.singular.toLowerCase();
  const plural = definition.labels.plural.toLowerCase();
  const backLink = (
    <Button component={Link} to={definition.publicPath} variant="default" mt="md">
      See all {plural}
    </Button>
  );

  const item = result.state === 'ready' ? result.value.item : undefined;
  // While online, a first answer from this device's copy without the item means "still looking".
  const waiting = result.state === 'loading' || (result.state === 'ready' && !item && result.value.fromCache && online);
  const offlineWithoutCopy = result.state === 'ready' && !item && result.value.fromCache && !online;

  let title: string;
  if (item) title = item.title;
  else if (waiting) title = definition.labels.singular;
  else if (result.state === 'error') title = `${definition.labels.singular} could not be loaded`;
  else if (offlineWithoutCopy) title = `${definition.labels.singular} not saved on this device`;
  else title = `${definition.labels.singular} not available`;
  useDocumentTitle(pageTitle(title, companyName), ITEM_TITLE_PRIORITY);
  // The host answers 200 for any slug (only the app can tell it is missing): keep the page out of the index.
  useRobotsNoIndex(result.state === 'ready' && !item && !waiting && !offlineWithoutCopy);

  if (item) return <ItemContent definition={definition} item={item} siteName={companyName} />;

  if (waiting) {
    return (
      <Text role="status" aria-live="polite" mih="100vh">
        Loading this {singular}…
      </Text>
    );
  }

  if (result.state === 'error') {
    return (
      <Stack>
        <PageHeader title={title} />
        <Alert color="red" variant="outline" title="Something went wrong">
          <Text>{result.message}</Text>
          <Text size="sm" mt="xs">
            Reference for support: {result.code}
          </Text>
        </Alert>
        <div>{backLink}</div>
      </Stack>
    );
  }

  const NotFound = definition.slots?.notFound;
  if (NotFound && !offlineWithoutCopy) return <NotFound />;

  return (
    <Stack>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <Text>
          {offlineWithoutCopy
            ? `You are offline, and this ${singular} has not been saved on this device yet. Please try again when you have a connection: once you have opened it, it stays available without a signal.`
            : `This ${singular} is not available: it may have been removed, or it has not been published yet.`}
        </Text>
        {backLink}
      </Paper>
    </Stack>
  );
}

function ItemContent<Schema extends z.ZodType<BaseContent>>({
  definition,
  item,
  siteName,
}: {
  definition: CollectionDefinition<Schema>;
  item: Parsed<z.infer<Schema>>;
  siteName: string;
}) {
  const url = absoluteUrl(detailPattern(definition).replace(':slug', encodeURIComponent(item.slug)));
  // A picture whose address breaks the policy (one saved before the check) is left out, not thrown over;
  // so is one whose upload waits (its url is empty). og:image is the large file.
  const image = item.image && isSafeUrl(item.image.url) ? item.image : null;
  useHeadTags({
    title: item.title,
    description: item.summary.trim() || definition.description,
    url,
    type: 'article',
    siteName,
    image: image ? { url: absoluteUrl(image.url), alt: image.alt } : null,
    structuredData: definition.slots?.structuredData?.(item, url) ?? null,
  });
  const sections = (definition.slots?.detailSections ?? []) as ComponentType<ItemProps<z.infer<Schema>>>[];
  const afterBody = (definition.slots?.afterBody ?? []) as ComponentType<ItemProps<z.infer<Schema>>>[];

  return (
    <Stack gap="xl">
      <PageHeader title={item.title} description={item.summary.trim() || undefined} />
      {definition.followable && (
        <FollowButton
          target={{ kind: 'ids', collection: definition.path, id: item.id, title: item.title }}
          name={item.title}
        />
      )}
      {image && (
        <ResponsiveImage
          image={image}
          sizes={IMAGE_SIZES.detail}
          prefer="large"
          priority
          style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      {sections.map((Section, index) => (
        <Section key={index} item={item} />
      ))}
      {item.body.trim() &&
        (sections.length > 0 && !definition.slots?.plainBody ? (
          // After the type's own sections, the text needs a heading of its own to be found.
          <section aria-labelledby="item-body-heading">
            <Title order={2} size="h3" id="item-body-heading" mb="xs">
              About this {definition.labels.singular.toLowerCase()}
            </Title>
            <Markdown>{item.body}</Markdown>
          </section>
        ) : (
          <Markdown>{item.body}</Markdown>
        ))}
      {afterBody.map((Section, index) => (
        <Section key={index} item={item} />
      ))}
      {definition.referencedBy && definition.referencedBy.length > 0 && (
        <ReferencingItems
          sources={definition.referencedBy}
          target={{ path: definition.path, id: item.id, title: item.title }}
        />
      )}
      {!definition.slots?.ownShareButton && (
        <ShareButton title={item.title} text={item.summary.trim() || undefined} url={url} />
      )}
      <Text>
        <Anchor component={Link} to={definition.publicPath}>
          See all {definition.labels.plural.toLowerCase()}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The generic public page of one item, found by the `:slug` in its address. */
export function PublicDetailPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const { slug = '' } = useParams();
  const result = useCollectionItem(definition, { slug }, 'public');
  const { online } = useSnapshot(connectivityStore);
  return <PublicDetailView definition={definition} result={result} online={online} />;
}
