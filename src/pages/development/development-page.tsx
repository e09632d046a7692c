import './full-mantine-styles';
import { Anchor, Box, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SEASON_LABELS, SEASON_PALETTES } from '@/components/season-themes';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { contrastRatio } from '@/lib/contrast';
import { SEASONS, type Season } from '@/stores/theme-store';

type Mode = 'light' | 'dark';

const MODES: readonly Mode[] = ['light', 'dark'];

const MODE_LABELS: Record<Mode, string> = { light: 'Light mode', dark: 'Dark mode' };

/** WCAG 2.x level AA for normal-sized text. */
const AA_NORMAL_TEXT = 4.5;

const WHITE = '#ffffff';

/** Mantine's page background and body text in each scheme, written out because only one scheme is live at a time. */
const SURFACES: Record<Mode, { background: string; text: string; border: string }> = {
  light: { background: '#ffffff', text: '#000000', border: '#868e96' },
  dark: { background: '#242424', text: '#c9c9c9', border: '#8c8c8c' },
};

/** Which palette shade each sample uses in each mode (as the season themes set them). */
const SHADES: Record<Mode, { button: number; link: number }> = {
  light: { button: 7, link: 7 },
  dark: { button: 8, link: 4 },
};

const GALLERY_LINKS = [
  { path: '/test-layout', label: 'Test layout', about: 'the default layout with long content' },
  { path: '/test-generic', label: 'Test generic', about: 'typography, buttons, inputs and feedback' },
  { path: '/test-codeblock', label: 'Test code block', about: 'code blocks and Markdown rendering' },
  { path: '/test-component', label: 'Test component', about: 'the shared components in their states' },
  { path: '/test-experiment', label: 'Test experiment', about: 'a page that forces dark mode' },
] as const;

function shade(palette: MantineColorsTuple, index: number): string {
  return palette[index] ?? palette[0];
}

/** The ratio cut (not rounded) to two places, so a colour that just fails never shows as 4.50. */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

interface SampleRowProps {
  label: string;
  foreground: string;
  background: string;
  textColour: string;
  children: ReactNode;
}

/** One sample, then its measured contrast and whether it meets AA, in words (not colour alone). */
function SampleRow({ label, foreground, background, textColour, children }: SampleRowProps) {
  const ratio = contrastRatio(foreground, background);
  const passes = ratio >= AA_NORMAL_TEXT;
  return (
    <Box>
      <Text size="sm" fw={700} c={textColour}>
        {label}
      </Text>
      <Box my={6}>{children}</Box>
      <Text size="sm" c={textColour}>
        Contrast {formatRatio(ratio)} ({foreground} on {background}):{' '}
        <Text span fw={700} inherit>
          {passes ? 'passes AA' : 'fails AA'}
        </Text>
      </Text>
    </Box>
  );
}

function PalettePanel({ season, mode }: { season: Season; mode: Mode }) {
  const palette = SEASON_PALETTES[season];
  const surface = SURFACES[mode];
  const buttonColour = shade(palette, SHADES[mode].button);
  const linkColour = shade(palette, SHADES[mode].link);
  const headingId = `palette-${season}-${mode}`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      p="md"
      style={{
        background: surface.background,
        color: surface.text,
        border: `1px solid ${surface.border}`,
        borderRadius: 8,
      }}
    >
      <Stack gap="md">
        <Title order={3} id={headingId} size="h4" c={surface.text}>
          {SEASON_LABELS[season]}, {MODE_LABELS[mode].toLowerCase()}
        </Title>

        <SampleRow
          label="Body text"
          foreground={surface.text}
          background={surface.background}
          textColour={surface.text}
        >
          <Text c={surface.text}>The summer fair opens at ten on Saturday, on the recreation ground.</Text>
        </SampleRow>

        <SampleRow
          label={`Filled button (shade ${SHADES[mode].button})`}
          foreground={WHITE}
          background={buttonColour}
          textColour={surface.text}
        >
          <Box
            component="span"
            display="inline-block"
            px="md"
            py={8}
            fw={600}
            style={{ background: buttonColour, color: WHITE, borderRadius: 8 }}
          >
            Book a stall
          </Box>
        </SampleRow>

        <SampleRow
          label={`Link (shade ${SHADES[mode].link})`}
          foreground={linkColour}
          background={surface.background}
          textColour={surface.text}
        >
          <Text span c={linkColour} td="underline">
            Read the fair programme
          </Text>
        </SampleRow>

        <Box>
          <Text size="sm" fw={700} c={surface.text} mb={6}>
            Palette, shades 0 to 9
          </Text>
          <SimpleGrid component="ul" cols={5} spacing={6} verticalSpacing={8} m={0} p={0} style={{ listStyle: 'none' }}>
            {palette.map((colour, index) => (
              <Box component="li" key={index}>
                <Box
                  aria-hidden
                  h={32}
                  style={{ background: colour, borderRadius: 4, border: `1px solid ${surface.border}` }}
                />
                <Text size="xs" c={surface.text} ff="monospace" mt={2}>
                  {index} {colour}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
    </Box>
  );
}

/** Every season's palette in light and dark, with the contrast of the samples measured. */
export default function DevelopmentPage() {
  const meta = useRouteMeta();
  return (
    <Container size="xl" py="xl">
      <PageHeader
        title={meta?.title ?? 'Development'}
        description={meta?.description ?? 'Theme palettes in every season and mode, side by side.'}
      >
        <Text>
          Each panel draws its own colours, so light and dark can be compared at once whatever mode this page is in.
          Contrast is measured with the WCAG 2 formula; AA for normal text needs at least {AA_NORMAL_TEXT}:1.
        </Text>
      </PageHeader>

      <Stack gap="xl">
        {SEASONS.map((season) => (
          <Box component="section" key={season} aria-labelledby={`season-${season}`}>
            <Title order={2} id={`season-${season}`} mb="sm">
              {SEASON_LABELS[season]}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {MODES.map((mode) => (
                <PalettePanel key={mode} season={season} mode={mode} />
              ))}
            </SimpleGrid>
          </Box>
        ))}

        <Box component="nav" aria-labelledby="gallery-links">
          <Title order={2} id="gallery-links" mb="sm">
            Other gallery pages
          </Title>
          <List spacing="xs">
            {GALLERY_LINKS.map((link) => (
              <List.Item key={link.path}>
                <Anchor component={Link} to={link.path} underline="always">
                  {link.label}
                </Anchor>
                : {link.about}
              </List.Item>
            ))}
          </List>
        </Box>
      </Stack>
    </Container>
  );
}
