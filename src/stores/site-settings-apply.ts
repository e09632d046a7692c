import { PRE_PAINT_KEYS, STORAGE_KEYS } from '@/config/constants';
import type { SiteSettings } from '@/lib/site-settings-schema';
import { writeStored } from './persistence';
import { safely, showBrand, siteSettingsStore, type SiteSettingsSource } from './site-settings-store';
import { applyDefaultSeason } from './theme-store';

// Apart from site-settings-store.ts: only the code that reads settings (after the first paint) needs this.

/**
 * Shows checked settings across the site: brand name (header, titles, footer), contact details, the
 * banner and the default season (unless the visitor chose one). Settings from the server are also kept
 * on this device for the next visit, offline included.
 */
export function applySiteSettings(
  settings: SiteSettings,
  source: Exclude<SiteSettingsSource, 'shipped'>,
  storage: Storage | undefined,
  today: Date = new Date(),
): void {
  // A device copy read late must not replace what the server has already said.
  if (source === 'device' && siteSettingsStore.source === 'server') return;
  // A plain copy for IndexedDB, taken before the store (valtio) wraps the object.
  if (source === 'server') writeStored(STORAGE_KEYS.siteSettings, structuredClone(settings));
  siteSettingsStore.settings = settings;
  siteSettingsStore.source = source;
  showBrand(settings.companyName, today.getFullYear());
  applyDefaultSeason(settings.defaultSeason, today);
  safely(() => {
    storage?.setItem(PRE_PAINT_KEYS.brand, settings.companyName);
    storage?.setItem(PRE_PAINT_KEYS.defaultSeason, settings.defaultSeason);
  });
}
