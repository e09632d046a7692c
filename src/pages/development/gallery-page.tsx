import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';

/**
 * The frame of a development gallery page: its header (the route's title and description, with these
 * as fallbacks) above its sections.
 */
export function GalleryPage({
  title,
  description,
  maw,
  intro,
  children,
}: {
  title: string;
  description: string;
  maw: number;
  /** Shown in the header, under the description. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const meta = useRouteMeta();
  return (
    <Stack gap="xl" maw={maw}>
      <PageHeader title={meta?.title ?? title} description={meta?.description ?? description}>
        {intro}
      </PageHeader>
      {children}
    </Stack>
  );
}
