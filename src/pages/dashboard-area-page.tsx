import { Alert, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';

/** What a dashboard page is for (from the route's metadata), while its tools are still being built. */
export function DashboardAreaIntro() {
  const meta = useRouteMeta();
  return (
    <>
      <PageHeader title={meta?.title ?? 'Dashboard'} description={meta?.description} />
      <Alert icon={<IconTools size={20} aria-hidden />} title="Coming soon" variant="light" maw={640}>
        <Text size="sm">
          The tools for this part of the dashboard are on their way. Events and workshops can already be managed from
          their own pages.
        </Text>
      </Alert>
    </>
  );
}

export default function DashboardAreaPage() {
  return (
    <Stack>
      <DashboardAreaIntro />
    </Stack>
  );
}
