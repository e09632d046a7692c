import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { BRAND_TAGLINE } from '@/config/brand';
import { LinkCardGrid } from '@/components/link-card-grid';
import { useSiteMap } from '@/components/site-map';
import { settingsStore } from '@/stores/settings-store';
import { useShownSeason } from '@/hooks/use-shown-season';
import type { Season } from '@/stores/theme-store';
import classes from './home-page.module.css';

/** The hero's words change with the season the visitor has chosen. */
const SEASON_GREETINGS: Record<Season, { heading: string; line: string }> = {
  spring: {
    heading: 'Spring in Thornbury',
    line: 'Longer days, plant swaps and the first outdoor events of the year.',
  },
  summer: {
    heading: 'Summer in Thornbury',
    line: 'Fairs, open gardens, the creative trail and evenings on the green.',
  },
  autumn: {
    heading: 'Autumn in Thornbury',
    line: 'Harvest suppers, new club seasons and workshops to learn something new.',
  },
  winter: {
    heading: 'Winter in Thornbury',
    line: 'Lights switch-on, the Christmas market and warm spaces around town.',
  },
};

/** Public areas shown on the home page; policies live in the footer. */
const HOME_SECTIONS = new Set(['pages', 'community', 'shopping', 'information']);

/** `highlights`: what is coming up, placed by the app after the welcome (pages cannot load content types). */
export function HomePage({ highlights }: { highlights?: ReactNode }) {
  const seasonalTheme = useShownSeason();
  const { companyName } = useSnapshot(settingsStore);
  const greeting = SEASON_GREETINGS[seasonalTheme];
  const sections = useSiteMap().filter((section) => HOME_SECTIONS.has(section.id));

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="home-title">
        <Stack gap="sm" maw={640}>
          <Text fw={600} className={classes.eyebrow} data-season-text>
            {greeting.heading}
          </Text>
          <Title order={1} id="home-title">
            {companyName}
          </Title>
          <Text size="lg">{BRAND_TAGLINE}</Text>
          <Text data-season-text>{greeting.line}</Text>
          <Group mt="sm">
            <Button component={Link} to="/events" size="md">
              See what’s on
            </Button>
            <Button component={Link} to="/about" size="md" variant="default">
              About us
            </Button>
          </Group>
        </Stack>
      </section>
      {highlights && <div className={classes.highlights}>{highlights}</div>}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`home-section-${section.id}`}>
          <Title order={2} size="h3" mb="sm" id={`home-section-${section.id}`}>
            {section.label}
          </Title>
          <LinkCardGrid links={section.links.filter((link) => link.path !== '/')} />
        </section>
      ))}
    </Stack>
  );
}

export default HomePage;
