import type { Announcement } from './site-settings-schema';
import { textFingerprint } from './text-fingerprint';

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
