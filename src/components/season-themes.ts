import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Season } from '@/stores/theme-store';

/**
 * One palette per season. Shade 7 carries white text at ≥ 5.3:1 (light mode buttons and links);
 * shade 4 reads at ≥ 5.2:1 on the dark background (dark mode links). Checked in docs/decisions/0003.
 */
export const SEASON_PALETTES: Record<Season, MantineColorsTuple> = {
  spring: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#37a24b',
    '#2b7a3b',
    '#236b30',
    '#1a5024',
  ],
  summer: [
    '#e3fafc',
    '#c5f6fa',
    '#99e9f2',
    '#66d9e8',
    '#3bc9db',
    '#22b8cf',
    '#1098ad',
    '#0b6e80',
    '#095c6b',
    '#064550',
  ],
  autumn: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#e8590c',
    '#b83f0b',
    '#9a3412',
    '#7c2d12',
  ],
  winter: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#4c6ef5',
    '#3b5bdb',
    '#364fc7',
    '#2b3a99',
  ],
};

export const SEASON_LABELS: Record<Season, string> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Autumn',
  winter: 'Winter',
};

/** System fonts only: nothing to download, nothing that fails offline. */
const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function seasonTheme(season: Season): MantineThemeOverride {
  return createTheme({
    primaryColor: season,
    colors: { [season]: SEASON_PALETTES[season] },
    primaryShade: { light: 7, dark: 8 },
    autoContrast: true,
    fontFamily: SYSTEM_FONT,
    headings: { fontFamily: SYSTEM_FONT },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Links in running text need more than colour to stand out (WCAG 1.4.1); underline them everywhere.
    components: { Anchor: { defaultProps: { underline: 'always' } } },
  });
}

export const SEASON_THEMES: Record<Season, MantineThemeOverride> = {
  spring: seasonTheme('spring'),
  summer: seasonTheme('summer'),
  autumn: seasonTheme('autumn'),
  winter: seasonTheme('winter'),
};

/**
 * Mantine's default dimmed grey (3.3:1 on white) and error red (about 3.3:1) fail AA; these pass
 * (gray-7 7:1, red-9 5.4:1 on white; dark-1 and red-4 on the dark background).
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
