import { Stack, Title } from '@mantine/core';
import { BuildInfo } from '@/components/build-info';
import { Markdown } from '@/components/markdown';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import aboutText from './about-content.md?raw';
import { SITE_TEXT_TOKENS } from './site-text';

export default function AboutPage() {
  const meta = useRouteMeta();
  return (
    <Stack maw={760}>
      <PageHeader title={meta?.title ?? 'About'} description={meta?.description} />
      <Markdown tokens={SITE_TEXT_TOKENS}>{aboutText}</Markdown>
      <Title order={2} size="h3" mt="lg">
        This version of the app
      </Title>
      <BuildInfo />
    </Stack>
  );
}
