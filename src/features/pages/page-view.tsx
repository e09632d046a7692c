import { useEffect, useState, type ReactNode } from 'react';
import type * as z from 'zod';
import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import type { BaseContent } from '@/collections/content-schema';
import type { CollectionDefinition } from '@/collections/define-collection';
import { authActions } from '@/stores/session-store';
import { buildTimeCopy, COPY_ATTRIBUTE, firstCopy, keepCopy, type PageCopy } from './page-copy';
import { pagesManifest } from './pages-manifest';

type PageDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

/** The pages type, assembled once: its model only (visitors never load the editor). */
let definitionLoading: Promise<PageDefinition> | undefined;
function loadDefinition(): Promise<PageDefinition> {
  definitionLoading ??= Promise.all([pagesManifest.load.model(), import('@/collections/assemble-definition')]).then(
    ([model, { assembleDefinition }]) => assembleDefinition(pagesManifest, model, {}) as PageDefinition,
  );
  definitionLoading.catch(() => {
    definitionLoading = undefined;
  });
  return definitionLoading;
}

/**
 * Reads the published page `id` (the live database, with its copy on the device) and hands its copy to
 * `onCopy`. It waits until the app has started Firebase, a few seconds after the page is ready or at the
 * first tap (src/main.tsx): the page already shows the build's or this device's last copy, and loading the
 * data code at once cost a slow phone about 300 ms of blocked main thread on /about (Lighthouse TBT).
 */
function PublishedCopy({ id, shown, onCopy }: { id: string; shown: PageCopy; onCopy: (copy: PageCopy) => void }) {
  const [live, setLive] = useState<typeof import('./page-live')>();
  useEffect(() => {
    let cancelled = false;
    authActions()
      .then(() => import('./page-live'))
      .then(
        (module) => {
          if (!cancelled) setLive(module);
        },
        (error: unknown) => console.warn('The published page could not be loaded; the built-in text stays.', error),
      );
    return () => {
      cancelled = true;
    };
  }, []);
  return live ? <live.LivePage id={id} load={loadDefinition} shown={shown} onCopy={onCopy} /> : null;
}

/**
 * One of the site's own pages (About, a policy): the shipped text at once (also offline on a first visit,
 * and in the prerendered HTML), replaced by the published copy once it has been read.
 */
export function PageView({
  id,
  shipped,
  description,
  children,
}: {
  id: string;
  shipped: PageCopy;
  description?: string;
  children?: ReactNode;
}) {
  const [copy, setCopy] = useState<PageCopy>(() => firstCopy(id, shipped));
  const onCopy = (next: PageCopy): void => {
    keepCopy(id, next);
    setCopy((current) =>
      current.html === next.html && current.title === next.title && current.summary === next.summary ? current : next,
    );
  };
  // The prerender writes the published copy it used into the page, so the app starts from the same text.
  const fromBuild = buildTimeCopy(id);
  return (
    <Stack maw={760} data-page-id={id} {...(fromBuild ? { [COPY_ATTRIBUTE]: JSON.stringify(fromBuild) } : {})}>
      <PageHeader title={copy.title} description={copy.summary.trim() || description} />
      <RichText html={copy.html} />
      {children}
      {typeof window !== 'undefined' && <PublishedCopy id={id} shown={copy} onCopy={onCopy} />}
    </Stack>
  );
}
