import { proxy } from 'valtio';
import { PRE_PAINT_KEYS } from '@/config/constants';
import { parsePageAnnouncement } from '@/lib/announcement';
import { copyrightNotice } from '@/lib/copyright';
import { parsePageSiteDetails } from '@/lib/site-details';
import { defaultSiteSettings } from '@/lib/site-settings-defaults';
import type { SiteSettings } from '@/lib/site-settings-schema';
import { isSingleLineText } from '@/lib/text-lines';
import { settingsStore } from './settings-store';

/**
 * The site settings the whole site shows (settings/site): shipped defaults first, then this device's
 * copy, then the live document once Firebase has loaded. Plain guards only here: the zod check of every
 * read happens where the data is read (collections/site-settings-*), which loads after the first paint.
 */
export type SiteSettingsSource = 'shipped' | 'device' | 'server';

export interface SiteSettingsState {
  settings: SiteSettings;
  source: SiteSettingsSource;
  /** The fingerprint of the announcement this visitor closed (remembered on this device). */
  dismissedAnnouncement: string | null;
}

export const siteSettingsStore = proxy<SiteSettingsState>({
  settings: defaultSiteSettings(),
  source: 'shipped',
  dismissedAnnouncement: null,
});

export function safely(work: () => void): void {
  try {
    work();
  } catch {
    // localStorage can be full or blocked: the site still works, it just forgets sooner.
  }
}

/** A brand name as the localStorage mirror may hold it: one line of 1–100 characters. */
export function parseBrandMirror(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' && raw.length <= 100 && isSingleLineText(raw) ? raw : undefined;
}

export function showBrand(brand: string, currentYear: number): void {
  settingsStore.companyName = brand;
  settingsStore.copyrightNotice = copyrightNotice(brand, currentYear);
}

/**
 * At start, before the first render: the brand name as last read here and the banner this visitor closed
 * (both from localStorage, so there is no flash of the shipped brand), and what a prerendered page carries
 * of the settings (the name, contact details and social links in its footer, its announcement), so the
 * first render matches the page. Returns whether the page shows it
 * (the banner's code is then loaded before the first render).
 */
export function startSiteSettings(storage: Storage | undefined, today: Date, page?: Document): boolean {
  safely(() => {
    const brand = parseBrandMirror(storage?.getItem(PRE_PAINT_KEYS.brand));
    if (brand) {
      siteSettingsStore.settings.companyName = brand;
      showBrand(brand, today.getFullYear());
    }
    siteSettingsStore.dismissedAnnouncement = storage?.getItem(PRE_PAINT_KEYS.dismissedAnnouncement) ?? null;
  });
  // The name and contact details the page shows, as the build read them: the first render matches the page,
  // so React keeps its markup instead of replacing it (and the footer does not change under the reader).
  const details = parsePageSiteDetails(page?.querySelector('[data-site-details]')?.getAttribute('data-site-details'));
  if (details) {
    Object.assign(siteSettingsStore.settings, details);
    showBrand(details.companyName, today.getFullYear());
  }
  const shown = parsePageAnnouncement(page?.querySelector('[data-announcement]')?.getAttribute('data-announcement'));
  if (!shown) return false;
  siteSettingsStore.settings.announcement = shown;
  // Hidden before the first paint (closed on this device, or outside its days): the app shows none either.
  return !page?.documentElement.hasAttribute('data-announcement-hidden');
}

/** The visitor closes the banner: it stays closed on this device until the announcement changes. */
export function dismissAnnouncement(key: string, storage: Storage | undefined): void {
  siteSettingsStore.dismissedAnnouncement = key;
  safely(() => storage?.setItem(PRE_PAINT_KEYS.dismissedAnnouncement, key));
}
