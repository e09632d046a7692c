/**
 * The site's default season for visitors who have not chosen one: one of the four, or "follow the
 * calendar". Plain guards, no zod: this runs before first paint (docs/decisions/0006).
 */

export type CalendarSeason = 'spring' | 'summer' | 'autumn' | 'winter';

/** What an admin can choose as the default: a season, or the season of today's date. */
export type SeasonSetting = CalendarSeason | 'calendar';

export const SEASON_SETTINGS = [
  'calendar',
  'spring',
  'summer',
  'autumn',
  'winter',
] as const satisfies readonly SeasonSetting[];

/** What a site with no settings yet uses: the season of the day, so November is never "spring". */
export const SHIPPED_SEASON_SETTING: SeasonSetting = 'calendar';

export function parseSeasonSetting(raw: unknown): SeasonSetting | undefined {
  return typeof raw === 'string' && (SEASON_SETTINGS as readonly string[]).includes(raw)
    ? (raw as SeasonSetting)
    : undefined;
}

/**
 * The season of a date on this device, by the meteorological calendar the Met Office uses: spring is
 * March to May, summer June to August, autumn September to November, winter December to February.
 * (The same months are in the pre-paint script in index.html.)
 */
export function seasonOfDate(date: Date): CalendarSeason {
  const month = date.getMonth();
  if (month === 11 || month < 2) return 'winter';
  if (month < 5) return 'spring';
  if (month < 8) return 'summer';
  return 'autumn';
}

/** The season a setting gives today; anything unrecognised gives the fallback (spring, docs/specification.md §4). */
export function resolveSeasonSetting(setting: unknown, today: Date, fallback: CalendarSeason): CalendarSeason {
  const parsed = parseSeasonSetting(setting);
  if (parsed === undefined) return fallback;
  return parsed === 'calendar' ? seasonOfDate(today) : parsed;
}
