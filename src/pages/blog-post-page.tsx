import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/** One article. Until articles are published, every address shows that it is not available. */
export default function BlogPostPage() {
  return (
    <Stack>
      <PageHeader title="Article not available" />
      <Paper withBorder p="lg" radius="md">
        <Text>This article has not been published, or it has been taken down.</Text>
        <Button component={Link} to="/articles" mt="md" variant="default">
          See all news and articles
        </Button>
      </Paper>
    </Stack>
  );
}
