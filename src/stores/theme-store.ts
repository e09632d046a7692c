import { proxy, subscribe } from 'valtio';
import { PRE_PAINT_KEYS, STORAGE_KEYS } from '@/config/constants';
import { resolveSeasonSetting, SHIPPED_SEASON_SETTING } from '@/lib/season-calendar';
import { readStored, writeStored } from './persistence';

export const DARK_MODES = ['DarkMode', 'LightMode', 'System'] as const;
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

// Plain guards rather than zod here: these checks run before first paint, and zod would add about
// 13 KB (gzip) to the entry chunk for three string checks (docs/decisions/0006-first-load-budget.md).
export type DarkMode = (typeof DARK_MODES)[number];
export type Season = (typeof SEASONS)[number];

const isOneOf = <T extends string>(values: readonly T[], raw: unknown): raw is T =>
  typeof raw === 'string' && (values as readonly string[]).includes(raw);
/** What the pre-paint script in index.html understands. */
export type ColorModePreference = 'light' | 'dark' | 'system';
export type { ColorScheme } from '@/lib/route-meta';
import type { ColorScheme } from '@/lib/route-meta';

export const DEFAULT_DARK_MODE: DarkMode = 'System';
export const DEFAULT_SEASON: Season = 'spring';

export interface ThemeState {
  darkMode: DarkMode;
  seasonalTheme: Season;
}

export const themeStore = proxy<ThemeState>({
  darkMode: DEFAULT_DARK_MODE,
  seasonalTheme: DEFAULT_SEASON,
});

export const parseDarkMode = (raw: unknown): DarkMode | undefined => (isOneOf(DARK_MODES, raw) ? raw : undefined);

export const parseSeason = (raw: unknown): Season | undefined => (isOneOf(SEASONS, raw) ? raw : undefined);

/** Sets the dark mode; a value that is not one of the three modes is ignored. */
export function setDarkMode(requested: unknown): void {
  const mode = parseDarkMode(requested);
  if (mode) themeStore.darkMode = mode;
}

/**
 * Whether the season shown is the visitor's own choice (made here, or saved from before). Only a chosen
 * season is saved, and it wins over the site's default season; until then the default applies.
 */
let seasonChosen = false;

export function isSeasonChosen(): boolean {
  return seasonChosen;
}

/** Saves the theme now (set by persistTheme): for a choice that changes nothing on screen. */
let saveTheme: (() => void) | undefined;

/** The visitor chooses a season; a value that is not a season is ignored. */
export function setSeason(requested: unknown): void {
  const season = parseSeason(requested);
  if (!season) return;
  const newChoice = !seasonChosen;
  seasonChosen = true;
  // Choosing the season the site's default already shows changes no value, so no change is heard: saved
  // here, or the visitor's winter would turn to spring with the calendar.
  if (themeStore.seasonalTheme === season) {
    if (newChoice) saveTheme?.();
    return;
  }
  themeStore.seasonalTheme = season;
}

/**
 * The site's default season (one of the four, or 'calendar' for the season of `today` on this device)
 * for a visitor who has not chosen one; an unrecognised setting gives spring. A visitor's choice wins.
 */
export function applyDefaultSeason(setting: unknown, today: Date): void {
  if (seasonChosen) return;
  // Nothing read yet (a first visit): the shipped default, the season of the day.
  themeStore.seasonalTheme = resolveSeasonSetting(setting ?? SHIPPED_SEASON_SETTING, today, DEFAULT_SEASON);
}

/**
 * The look at start: the pre-paint script's colour mode and saved season (a saved season counts as
 * chosen), else the site's default season as last seen on this device (`defaultSetting`).
 */
export function startTheme(storage: Storage | undefined, defaultSetting: unknown, today: Date): void {
  const saved = readPrePaintTheme(storage);
  if (saved.darkMode) themeStore.darkMode = saved.darkMode;
  if (saved.seasonalTheme) setSeason(saved.seasonalTheme);
  else applyDefaultSeason(defaultSetting, today);
}

/** The site's default season setting as last read on this device (the pre-paint script reads it too). */
export function readDefaultSeasonMirror(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(PRE_PAINT_KEYS.defaultSeason) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the visitor's season choice (tests). */
export function forgetSeasonChoice(): void {
  seasonChosen = false;
}

export function colorModePreference(mode: DarkMode): ColorModePreference {
  if (mode === 'DarkMode') return 'dark';
  if (mode === 'LightMode') return 'light';
  return 'system';
}

export function darkModeFromPreference(preference: unknown): DarkMode | undefined {
  if (preference === 'dark') return 'DarkMode';
  if (preference === 'light') return 'LightMode';
  if (preference === 'system') return 'System';
  return undefined;
}

/** The scheme actually shown: a route's forced mode wins, then the user's choice, then the device. */
export function resolveColorScheme(mode: DarkMode, deviceprefersDark: boolean, forced?: ColorScheme): ColorScheme {
  if (forced) return forced;
  if (mode === 'DarkMode') return 'dark';
  if (mode === 'LightMode') return 'light';
  return deviceprefersDark ? 'dark' : 'light';
}

/** Reads the localStorage mirror so the first render matches what the pre-paint script showed. */
export function readPrePaintTheme(storage: Storage | undefined): Partial<ThemeState> {
  try {
    return {
      darkMode: darkModeFromPreference(storage?.getItem(PRE_PAINT_KEYS.colorMode)),
      seasonalTheme: parseSeason(storage?.getItem(PRE_PAINT_KEYS.season)),
    };
  } catch {
    return {};
  }
}

/** Restores saved values from IndexedDB; invalid or unreadable ones keep what the store has. */
export async function hydrateTheme(): Promise<void> {
  const [darkMode, season] = await Promise.all([
    readStored(STORAGE_KEYS.darkMode, parseDarkMode),
    readStored(STORAGE_KEYS.seasonalTheme, parseSeason),
  ]);
  if (darkMode) themeStore.darkMode = darkMode;
  if (season) setSeason(season);
}

/**
 * Saves every change: IndexedDB (batched) and the localStorage mirror for the pre-paint script. The
 * season is saved only once the visitor has chosen one, so the site's default can still change it.
 */
export function persistTheme(storage: Storage | undefined): () => void {
  const save = (): void => {
    writeStored(STORAGE_KEYS.darkMode, themeStore.darkMode);
    if (seasonChosen) writeStored(STORAGE_KEYS.seasonalTheme, themeStore.seasonalTheme);
    try {
      storage?.setItem(PRE_PAINT_KEYS.colorMode, colorModePreference(themeStore.darkMode));
      if (seasonChosen) storage?.setItem(PRE_PAINT_KEYS.season, themeStore.seasonalTheme);
    } catch {
      // localStorage can be full or blocked; IndexedDB still holds the choice.
    }
  };
  saveTheme = save;
  const stop = subscribe(themeStore, save);
  return () => {
    stop();
    if (saveTheme === save) saveTheme = undefined;
  };
}
