import { lazy, Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { announcementKey } from '@/lib/announcement';
import type { Announcement } from '@/lib/site-settings-schema';
import { siteSettingsStore } from '@/stores/site-settings-store';

type BannerComponent = ComponentType<{ banner: Announcement }>;

const loadBanner = () => import('./announcement-banner');
const LazyBanner = lazy(loadBanner);
let loadedBanner: BannerComponent | undefined;

/**
 * Loads the banner's code before the first render, when the page already shows a banner (and in the
 * build, which prerenders it): the app's first render then shows it in the same place at once, where a
 * lazy one would leave a gap for a moment and the page would jump.
 */
export async function preloadAnnouncementBanner(): Promise<void> {
  loadedBanner = (await loadBanner()).default;
}

/**
 * Where the site-wide announcement goes. Cheap when there is none (or this visitor closed it): the
 * banner's code loads only when there is something to show, so the first load does not grow.
 */
export function AnnouncementSlot() {
  const { settings, dismissedAnnouncement } = useSnapshot(siteSettingsStore);
  const banner = settings.announcement;
  if (!banner.enabled || banner.text.trim() === '' || dismissedAnnouncement === announcementKey(banner)) return null;
  const Preloaded = loadedBanner;
  if (Preloaded) return <Preloaded banner={banner} />;
  return (
    <Suspense fallback={null}>
      <LazyBanner banner={banner} />
    </Suspense>
  );
}
