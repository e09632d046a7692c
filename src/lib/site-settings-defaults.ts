import { BRAND, BRAND_CONTACT } from '@/config/brand';
import { SHIPPED_SEASON_SETTING } from './season-calendar';
import type { SiteSettings } from './site-settings-schema';

/**
 * What the site shows before any settings have been read, and what a missing or invalid field falls back
 * to. Kept apart from the schema so the first load can use it without zod (docs/decisions/0006).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  companyName: BRAND,
  contact: { address: BRAND_CONTACT.postalAddress, email: BRAND_CONTACT.email, phone: '', openingTimes: '' },
  socialLinks: [],
  announcement: { enabled: false, text: '', url: '', severity: 'info', startsOn: '', endsOn: '' },
  defaultSeason: SHIPPED_SEASON_SETTING,
};

/** A copy that can be changed without touching the defaults. */
export function defaultSiteSettings(): SiteSettings {
  return structuredClone(DEFAULT_SITE_SETTINGS);
}
