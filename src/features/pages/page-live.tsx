import { useEffect, useState } from 'react';
import type * as z from 'zod';
import type { BaseContent } from '@/collections/content-schema';
import type { CollectionDefinition } from '@/collections/define-collection';
import { useHeadTags } from '@/collections/public-detail-page';
import { useCollectionItem } from '@/collections/use-collection';
import { loadMarkdownRenderer } from '@/components/markdown';
import { textFingerprint } from '@/lib/text-fingerprint';
import { pagePath } from './page-ids';
import type { PageCopy } from './page-copy';

type PageDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

function Live({
  definition,
  id,
  shown,
  onCopy,
}: {
  definition: PageDefinition;
  id: string;
  shown: PageCopy;
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
    if (!item) return;
    const { title, summary, body } = item;
    const bodyKey = textFingerprint(body);
    // The body the page shows already (the build's copy, or this device's): no need for the Markdown
    // renderer, whose loading was one task of about 130 ms at 4× CPU slowdown on /about.
    if (bodyKey === shown.bodyKey) {
      onCopy({ title, summary, html: shown.html, bodyKey });
      return;
    }
    let current = true;
    void loadMarkdownRenderer().then((renderer) => {
      if (current) onCopy({ title, summary, html: renderer.renderMarkdown(body), bodyKey });
    });
    return () => {
      current = false;
    };
    // `onCopy` is a new function each render, and `shown` follows the copies handed to it: the copy
    // changes only with the item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item]);
  return null;
}

/** The published copy of page `id`, live: each new version replaces what the page shows. */
export function LivePage({
  id,
  load,
  shown,
  onCopy,
}: {
  id: string;
  load: () => Promise<PageDefinition>;
  shown: PageCopy;
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
  return definition ? <Live definition={definition} id={id} shown={shown} onCopy={onCopy} /> : null;
}
