import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="xs">
          Nothing published yet
        </Title>
        <Text>
          When the association publishes {name.toLowerCase()}, they will appear here. Once you have visited, this page
          keeps working without a signal.
        </Text>
        <Text mt="sm">
          Want to add something?{' '}
          <Anchor component={Link} to="/contact">
            Get in touch
          </Anchor>{' '}
          and we will help.
        </Text>
      </Paper>
    </Stack>
  );
}
