import type { Announcement } from './site-settings-schema';

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
 * next (or the same one reworded). FNV-1a over the text, link and dates, in base 36.
 */
export function announcementKey(banner: Pick<Announcement, 'text' | 'url' | 'startsOn' | 'endsOn'>): string {
  const source = [banner.text.trim(), banner.url, banner.startsOn, banner.endsOn].join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
