import { Stack } from '@mantine/core';
import { LinkCardGrid } from '@/components/link-card-grid';
import { PageHeader } from '@/components/page-header';
import { useSiteMap } from '@/components/site-map';
import { useRouteMeta } from '@/hooks/use-route-meta';

export default function PoliciesPage() {
  const meta = useRouteMeta();
  const policies =
    useSiteMap()
      .find((section) => section.id === 'policies')
      ?.links.filter((link) => link.path !== '/policies') ?? [];
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Policies'} description={meta?.description} />
      <LinkCardGrid links={policies} />
    </Stack>
  );
}
