import './full-mantine-styles';
import { useState } from 'react';
import { Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBrush, IconFlask, IconLayout, IconTestPipe } from '@tabler/icons-react';
import { LinkCardGrid } from '@/components/link-card-grid';
import { Markdown } from '@/components/markdown';
import { PageHeader } from '@/components/page-header';
import type { SiteLink } from '@/components/site-map';
import { ThemeControls } from '@/components/theme-controls';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { PageSection } from './page-section';

const SAMPLE_LINKS: SiteLink[] = [
  {
    path: '/test-layout',
    label: 'Test layout',
    description: 'The default layout with long content.',
    icon: IconLayout,
  },
  {
    path: '/test-generic',
    label: 'Test generic',
    description: 'Typography, buttons, inputs and feedback.',
    icon: IconTestPipe,
  },
  {
    path: '/test-codeblock',
    label: 'Test code block',
    description: 'Code blocks and Markdown rendering, with a rather longer line than the others to check wrapping.',
    icon: IconBrush,
  },
  // No description: the card shows its label alone.
  { path: '/test-experiment', label: 'Test experiment', icon: IconFlask },
];

const MARKDOWN_SAMPLE = `### Hello, Sam

Thank you for offering to help at the **summer fair**.

- Markdown written by editors is parsed and sanitised in the browser.
- [Links within the site](/test-generic) open without reloading the page.
`;

/** The shared components, each in the states it can be in. */
export default function TestComponentPage() {
  const meta = useRouteMeta();
  const [withDescription, setWithDescription] = useState(true);
  const [withChildren, setWithChildren] = useState(false);

  return (
    <Stack gap="xl" maw={960}>
      {/* The page's own header is the PageHeader sample: the switches below change its state. */}
      <PageHeader
        title={meta?.title ?? 'Test component'}
        description={withDescription ? (meta?.description ?? 'The shared components, each in its states.') : undefined}
      >
        {withChildren && (
          <Text>This line is passed to the page header as its children, for extra content under the title.</Text>
        )}
      </PageHeader>

      <PageSection id="component-page-header" title="Page header" headingGap="xs">
        <Text mb="sm">
          <Code>PageHeader</Code> draws the page’s only level 1 heading, so it cannot be shown twice. Instead, the
          header at the top of this page is the sample: use these switches to see its states.
        </Text>
        <Group gap="lg">
          <Switch
            label="With a description"
            checked={withDescription}
            onChange={(event) => setWithDescription(event.currentTarget.checked)}
          />
          <Switch
            label="With extra content (children)"
            checked={withChildren}
            onChange={(event) => setWithChildren(event.currentTarget.checked)}
          />
        </Group>
      </PageSection>

      <PageSection id="component-link-cards" title="Link card grid" headingGap="xs">
        <Text mb="sm">
          One card per link: one column on phones, two on small screens, three on wide ones. The last card has no
          description.
        </Text>
        <LinkCardGrid links={SAMPLE_LINKS} />
        <Title order={3} size="h4" mt="lg" mb="xs">
          With no links
        </Title>
        <Paper withBorder p="md" radius="md">
          <LinkCardGrid links={[]} />
          <Text size="sm" c="dimmed">
            An empty list draws an empty grid, so there is nothing above this line inside the box.
          </Text>
        </Paper>
      </PageSection>

      <PageSection id="component-theme-controls" title="Theme controls" headingGap="xs">
        <Text mb="sm">
          The appearance button, also in the header. It opens a menu to choose light, dark or match device, and the
          season. Changes apply straight away, everywhere, and are remembered on this device.
        </Text>
        <ThemeControls />
      </PageSection>

      <PageSection id="component-markdown" title="Markdown" headingGap="xs">
        <Text mb="sm">
          Editors’ Markdown, parsed and sanitised in the browser. See the code block page for a fuller example.
        </Text>
        <Paper withBorder p="lg" radius="md">
          <Markdown>{MARKDOWN_SAMPLE}</Markdown>
        </Paper>
        <Title order={3} size="h4" mt="lg" mb="xs">
          Empty
        </Title>
        <Paper withBorder p="md" radius="md">
          <Markdown>{''}</Markdown>
          <Text size="sm" c="dimmed">
            Empty Markdown draws nothing, so there is nothing above this line inside the box.
          </Text>
        </Paper>
      </PageSection>
    </Stack>
  );
}
