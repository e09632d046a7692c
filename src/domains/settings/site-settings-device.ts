import { STORAGE_KEYS } from '@/config/constants';
import { parseSiteSettings } from '@/lib/site-settings-schema';
import { readStored } from '@/stores/persistence';
import { applySiteSettings } from '@/stores/site-settings-apply';

/**
 * This device's copy of the site settings (IndexedDB), checked by the settings schema and shown across
 * the site: after one online visit the banner, contact details and brand show offline too. Loaded after
 * the first paint, so zod stays out of the first load.
 */
export async function showSiteSettingsFromDevice(storage: Storage | undefined): Promise<void> {
  const settings = await readStored(STORAGE_KEYS.siteSettings, parseSiteSettings);
  if (settings) applySiteSettings(settings, 'device', storage);
}
