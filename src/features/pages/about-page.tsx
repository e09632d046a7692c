import { Title } from '@mantine/core';
import { BuildInfo } from '@/components/build-info';
import { PageView } from './page-view';
import { useRouteMeta } from '@/hooks/use-route-meta';
import aboutHtml from './about-content.md?html';

/** About the association: the shipped text, replaced by the published page once read (admins edit it). */
export default function AboutPage() {
  const meta = useRouteMeta();
  return (
    <PageView
      id="about"
      shipped={{ title: meta?.title ?? 'About', summary: '', html: aboutHtml }}
      description={meta?.description}
    >
      <Title order={2} size="h3" mt="lg">
        This version of the app
      </Title>
      <BuildInfo />
    </PageView>
  );
}
