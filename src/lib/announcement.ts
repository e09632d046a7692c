import { isSafeUrl } from './safe-url';
import type { Announcement } from './site-settings-schema';
import { textFingerprint } from './text-fingerprint';
import { isSingleLineText } from './text-lines';

/**
 * The announcement banner's rules, without zod or dates libraries (the site-wide slot is in the first
 * load). Days are `YYYY-MM-DD` keys, compared as text; both ends are included.
 */

/** Whether the banner is on, has something to say and `today` is inside its optional first and last days. */
export function isAnnouncementShowing(banner: Announcement, today: string): boolean {
  if (!banner.enabled || banner.text.trim() === '') return false;
  if (banner.startsOn !== '' && today < banner.startsOn) return false;
  if (banner.endsOn !== '' && today > banner.endsOn) return false;
  return true;
}

/**
 * A short fingerprint of what the banner says: a visitor who dismissed one announcement still sees the
 * next (or the same one reworded). Over the text, link and dates.
 */
export function announcementKey(banner: Pick<Announcement, 'text' | 'url' | 'startsOn' | 'endsOn'>): string {
  return textFingerprint([banner.text.trim(), banner.url, banner.startsOn, banner.endsOn].join('\n'));
}

/** How loud a banner is; the settings schema takes its choices from here (zod is not in the first load). */
export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'urgent'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

const DAY_KEY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A first or last day as the settings hold it: `YYYY-MM-DD`, with a month and a day that can exist. */
export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value);
}

const SEVERITIES: readonly string[] = ANNOUNCEMENT_SEVERITIES;

/**
 * The announcement a prerendered page shows (its `data-announcement`), checked with plain guards to the
 * settings schema's limits, since zod is not in the first load. The app starts from it so its first
 * render shows the banner the page already shows, in the same place. Undefined when anything is off.
 */
export function parsePageAnnouncement(raw: string | null | undefined): Announcement | undefined {
  if (!raw || raw.length > 4_000) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { enabled, text, url, severity, startsOn, endsOn } = value as Record<string, unknown>;
  const banner =
    enabled === true &&
    typeof text === 'string' &&
    text.trim() !== '' &&
    text.length <= 280 &&
    isSingleLineText(text) &&
    typeof url === 'string' &&
    url.length <= 2048 &&
    (url === '' || isSafeUrl(url)) &&
    typeof severity === 'string' &&
    SEVERITIES.includes(severity) &&
    typeof startsOn === 'string' &&
    (startsOn === '' || isDayKey(startsOn)) &&
    typeof endsOn === 'string' &&
    (endsOn === '' || isDayKey(endsOn));
  return banner ? { enabled, text, url, severity: severity as AnnouncementSeverity, startsOn, endsOn } : undefined;
}

/** What the banner carries on a prerendered page, read back by the app at start. */
export function pageAnnouncementAttributes(banner: Announcement): Record<string, string> {
  return { 'data-announcement': JSON.stringify(banner) };
}
