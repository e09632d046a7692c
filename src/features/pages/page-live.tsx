import { useEffect, useState } from 'react';
import type * as z from 'zod';
import type { BaseContent } from '@/collections/content-schema';
import type { CollectionDefinition } from '@/collections/define-collection';
import { useHeadTags } from '@/collections/public-detail-page';
import { useCollectionItem } from '@/collections/use-collection';
import { renderMarkdown } from '@/components/markdown-renderer';
import { pagePath } from './page-ids';
import type { PageCopy } from './page-copy';

type PageDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

function Live({
  definition,
  id,
  onCopy,
}: {
  definition: PageDefinition;
  id: string;
  onCopy: (copy: PageCopy) => void;
}) {
  const result = useCollectionItem(definition, { slug: id }, 'public');
  const item = result.state === 'ready' ? result.value.item : undefined;
  const url = typeof window === 'undefined' ? pagePath(id) : new URL(pagePath(id), window.location.origin).href;
  useHeadTags(
    item
      ? {
          title: item.title,
          description: item.summary.trim() || definition.description,
          url,
          type: 'website',
          structuredData: definition.slots?.structuredData?.(item, url) ?? null,
        }
      : null,
  );
  useEffect(() => {
    if (item) onCopy({ title: item.title, summary: item.summary, html: renderMarkdown(item.body) });
    // `onCopy` is a new function each render; the copy changes only with the item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item]);
  return null;
}

/** The published copy of page `id`, live: each new version replaces what the page shows. */
export function LivePage({
  id,
  load,
  onCopy,
}: {
  id: string;
  load: () => Promise<PageDefinition>;
  onCopy: (copy: PageCopy) => void;
}) {
  const [definition, setDefinition] = useState<PageDefinition>();
  useEffect(() => {
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) setDefinition(loaded);
      },
      (error: unknown) => console.warn('The published page could not be loaded; the built-in text stays.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [load]);
  return definition ? <Live definition={definition} id={id} onCopy={onCopy} /> : null;
}
