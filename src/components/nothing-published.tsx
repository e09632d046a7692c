import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** What a public list says before anything of its kind is published (`kind`: "events", "clubs"…). */
export function NothingPublished({ kind }: { kind: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Nothing published yet
      </Title>
      <Text>
        When the association publishes {kind}, they will appear here. Once you have visited, this page keeps working
        without a signal.
      </Text>
      <Text mt="sm">
        Want to add something?{' '}
        <Anchor component={Link} to="/contact">
          Get in touch
        </Anchor>{' '}
        and we will help.
      </Text>
    </Paper>
  );
}
