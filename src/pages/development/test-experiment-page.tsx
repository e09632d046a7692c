import './full-mantine-styles';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Anchor, Box, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { SEASON_LABELS } from '@/components/season-themes';
import { PageHeader } from '@/components/page-header';
import { usePrefersDark } from '@/hooks/use-prefers-dark';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { resolveColorScheme, themeStore, type DarkMode } from '@/stores/theme-store';
import { PageSection } from './page-section';

const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

const DARK_MODE_LABELS: Record<DarkMode, string> = {
  LightMode: 'Light',
  DarkMode: 'Dark',
  System: 'Match device',
};

const SCHEME_LABELS: Record<string, string> = { light: 'Light', dark: 'Dark' };

function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

const readScheme = (): string => document.documentElement.getAttribute(SCHEME_ATTRIBUTE) ?? 'unknown';

/** The colour scheme on the page now, as the `<html>` element carries it; follows every change. */
function useShownScheme(): string {
  return useSyncExternalStore(subscribeToScheme, readScheme, () => 'unknown');
}

/** A card of terms and what each is now; a `live` one is announced when it changes. */
function Facts({
  id,
  title,
  facts,
}: {
  id: string;
  title: string;
  facts: { term: string; value: ReactNode; live?: boolean }[];
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Box component="dl" m={0}>
        {facts.map(({ term, value, live }, index) => (
          <Fragment key={term}>
            <Text component="dt" fw={600}>
              {term}
            </Text>
            <Text
              component="dd"
              ms={0}
              mb={index < facts.length - 1 ? 'xs' : undefined}
              aria-live={live ? 'polite' : undefined}
            >
              {value}
            </Text>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}

/** A page whose route forces dark mode: the visitor's saved choice against what is shown. */
export default function TestExperimentPage() {
  const meta = useRouteMeta();
  const theme = useSnapshot(themeStore);
  const prefersDark = usePrefersDark();
  const shown = useShownScheme();
  const choiceWouldShow = resolveColorScheme(theme.darkMode, prefersDark);

  return (
    <Stack gap="xl" maw={820}>
      <PageHeader
        title={meta?.title ?? 'Test experiment'}
        description={meta?.description ?? 'A page that forces dark mode, whatever the visitor chose.'}
      />

      <Alert role="note" variant="light" title="This page is always dark" icon={<IconMoon size={20} aria-hidden />}>
        Its route asks for dark mode, so it is shown dark whatever you have chosen. Your own choice is not changed.
      </Alert>

      <PageSection id="experiment-compare" title="Your choice and what is shown" headingGap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Facts
            id="experiment-saved"
            title="Saved on this device"
            facts={[
              {
                term: 'Colour mode',
                value: (
                  <>
                    {DARK_MODE_LABELS[theme.darkMode]}
                    {theme.darkMode === 'System' && ` (your device prefers ${prefersDark ? 'dark' : 'light'})`}
                  </>
                ),
              },
              { term: 'Season', value: SEASON_LABELS[theme.seasonalTheme] },
              { term: 'Elsewhere you would see', value: SCHEME_LABELS[choiceWouldShow] },
            ]}
          />

          <Facts
            id="experiment-shown"
            title="Shown on this page"
            facts={[
              { term: 'Colour mode', value: SCHEME_LABELS[shown] ?? 'Not known yet', live: true },
              { term: 'Season', value: `${SEASON_LABELS[theme.seasonalTheme]} (the season is never forced)` },
              { term: 'Forced by the route', value: meta?.colorMode ? `Yes, ${meta.colorMode}` : 'No' },
            ]}
          />
        </SimpleGrid>
      </PageSection>

      <PageSection id="experiment-leaving" title="When you leave">
        <List spacing="xs">
          <List.Item>
            Go to any other page, for example the{' '}
            <Anchor component={Link} to="/test-generic" underline="always">
              generic gallery
            </Anchor>
            , and your own choice comes straight back: {SCHEME_LABELS[choiceWouldShow]?.toLowerCase()} at the moment.
          </List.Item>
          <List.Item>
            Changing the colour mode with the appearance button while you are here is saved as usual. This page stays
            dark, and the new choice shows as soon as you leave.
          </List.Item>
          <List.Item>Nothing about the forced mode is saved: it belongs to this page, not to you.</List.Item>
        </List>
      </PageSection>
    </Stack>
  );
}
