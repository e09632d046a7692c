import { ActionIcon, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { IconPalette } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { DARK_MODES, SEASONS, setDarkMode, setSeason, themeStore, type DarkMode } from '@/stores/theme-store';
import { HeaderDropdown } from './header-dropdown';
import { SEASON_LABELS } from './season-themes';

const DARK_MODE_LABELS: Record<DarkMode, string> = {
  LightMode: 'Light',
  DarkMode: 'Dark',
  System: 'Match device',
};

/** The header's appearance menu: colour mode and seasonal theme, each a labelled radio group. */
export function ThemeControls() {
  const theme = useSnapshot(themeStore);
  return (
    <HeaderDropdown
      label="Appearance"
      width={360}
      trigger={(props) => (
        <ActionIcon variant="default" size="lg" aria-label="Appearance: colour mode and season" {...props}>
          <IconPalette size={20} aria-hidden />
        </ActionIcon>
      )}
    >
      <Stack gap="sm">
        <div role="group" aria-labelledby="appearance-mode-label">
          <Text id="appearance-mode-label" size="sm" fw={600} mb={4}>
            Colour mode
          </Text>
          <SegmentedChoice
            name="colour-mode"
            fullWidth
            value={theme.darkMode}
            onChange={setDarkMode}
            data={DARK_MODES.map((mode) => ({ value: mode, label: DARK_MODE_LABELS[mode] }))}
          />
        </div>
        <div role="group" aria-labelledby="appearance-season-label">
          <Text id="appearance-season-label" size="sm" fw={600} mb={4}>
            Season
          </Text>
          <SegmentedChoice
            name="season"
            fullWidth
            value={theme.seasonalTheme}
            onChange={setSeason}
            reselectable
            data={SEASONS.map((season) => ({ value: season, label: SEASON_LABELS[season] }))}
          />
        </div>
      </Stack>
    </HeaderDropdown>
  );
}
