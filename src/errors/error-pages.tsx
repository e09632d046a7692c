import type { ReactNode } from 'react';
import { Anchor, Button, Code, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteMap } from '@/components/site-map';
import { ERROR_TITLE_PRIORITY, useDocumentTitle } from '@/hooks/use-document-title';
import { useRobotsNoIndex } from '@/hooks/use-robots-noindex';
import { pageTitle } from '@/lib/page-title';
import { useSnapshot } from 'valtio';
import { settingsStore } from '@/stores/settings-store';
import { ERROR_TITLE, NOT_FOUND_TITLE, notFoundMessage } from './route-errors';

interface FrameProps {
  /** Fatal errors fill the page on their own, with no layout around them. */
  fatal: boolean;
  children: ReactNode;
}

/** The brand name as the site settings give it (the shipped one until they are read). */
const useBrand = (): string => useSnapshot(settingsStore).companyName;

function ErrorFrame({ fatal, children }: FrameProps) {
  const brand = useBrand();
  if (!fatal) return <Stack gap="md">{children}</Stack>;
  return (
    <Container size="sm" py="xl" component="main" id="main-content">
      <Stack gap="md">
        <Anchor component={Link} to="/" fw={700}>
          {brand}
        </Anchor>
        {children}
      </Stack>
    </Container>
  );
}

export function NotFoundPage({ path, fatal }: { path: string; fatal: boolean }) {
  useDocumentTitle(pageTitle(NOT_FOUND_TITLE, useBrand()), ERROR_TITLE_PRIORITY);
  useRobotsNoIndex(true);
  const sections = useSiteMap();
  const firstLinks = sections.flatMap((section) => section.links).slice(0, 8);
  return (
    <ErrorFrame fatal={fatal}>
      <Title order={1}>{NOT_FOUND_TITLE}</Title>
      <Text size="lg" data-testid="error-message">
        {notFoundMessage(path, fatal)}
      </Text>
      <Text>The page may have moved, or the link may have a typing mistake in it.</Text>
      <Group>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Go to the home page
        </Button>
      </Group>
      {firstLinks.length > 0 && (
        <nav aria-label="Popular pages">
          <Text fw={600} mb="xs">
            You might be looking for:
          </Text>
          <List>
            {firstLinks.map((link) => (
              <List.Item key={link.path}>
                <Anchor component={Link} to={link.path}>
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </ErrorFrame>
  );
}

interface GenericErrorPageProps {
  fatal: boolean;
  message: string;
  stack: string | undefined;
}

export function GenericErrorPage({ fatal, message, stack }: GenericErrorPageProps) {
  useDocumentTitle(pageTitle(ERROR_TITLE, useBrand()), ERROR_TITLE_PRIORITY);
  return (
    <ErrorFrame fatal={fatal}>
      <Title order={1}>Something went wrong</Title>
      <Text size="lg" data-testid="error-message">
        Sorry, this page could not be shown. Trying again often fixes it.
      </Text>
      <Group>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button variant="default" component={Link} to="/" reloadDocument={fatal}>
          Go to the home page
        </Button>
      </Group>
      {/* Details help developers; visitors to the live site never see them. */}
      {import.meta.env.DEV && (
        <Code block>
          {message}
          {stack ? `\n\n${stack}` : ''}
        </Code>
      )}
    </ErrorFrame>
  );
}

/** A page that is not saved on this device yet, opened with no connection. Not an error: a state. */
export function OfflinePage({ fatal }: { fatal: boolean }) {
  useDocumentTitle(pageTitle('Offline', useBrand()), ERROR_TITLE_PRIORITY);
  return (
    <ErrorFrame fatal={fatal}>
      <IconCloudOff size={32} aria-hidden />
      <Title order={1}>You are offline</Title>
      <Text size="lg" data-testid="error-message">
        This page has not been saved on this device yet. It will open when you are back online.
      </Text>
      <Group>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button variant="default" component={Link} to="/">
          Go to the home page
        </Button>
      </Group>
    </ErrorFrame>
  );
}
