import { Stack, Title } from '@mantine/core';
import { BuildInfo } from '@/components/build-info';
import { RichText } from '@/components/rich-text';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import aboutHtml from './about-content.md?html';

export default function AboutPage() {
  const meta = useRouteMeta();
  return (
    <Stack maw={760}>
      <PageHeader title={meta?.title ?? 'About'} description={meta?.description} />
      <RichText html={aboutHtml} />
      <Title order={2} size="h3" mt="lg">
        This version of the app
      </Title>
      <BuildInfo />
    </Stack>
  );
}
