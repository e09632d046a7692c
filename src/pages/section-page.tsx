import { Stack } from '@mantine/core';
import { NothingPublished } from '@/components/nothing-published';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';

/**
 * A public area before anything has been published in it: its title and purpose from the
 * route, and an empty state that tells visitors plainly that there is nothing here yet.
 */
export default function SectionPage() {
  const meta = useRouteMeta();
  const name = meta?.navLabel ?? meta?.title ?? '';
  return (
    <Stack>
      <PageHeader title={name} description={meta?.description} />
      <NothingPublished kind={name.toLowerCase()} />
    </Stack>
  );
}
