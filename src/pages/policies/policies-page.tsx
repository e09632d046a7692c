import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { LinkCardGrid } from '@/components/link-card-grid';
import { PageHeader } from '@/components/page-header';
import { useSiteMap } from '@/components/site-map';
import { useRouteMeta } from '@/hooks/use-route-meta';

/** The policies: a card for each policy page, then `documents` (the app gives the policy documents). */
export default function PoliciesPage({ documents }: { documents?: ReactNode }) {
  const meta = useRouteMeta();
  const policies =
    useSiteMap()
      .find((section) => section.id === 'policies')
      ?.links.filter((link) => link.path !== '/policies') ?? [];
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Policies'} description={meta?.description} />
      <LinkCardGrid links={policies} />
      {documents}
    </Stack>
  );
}
