import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { announcementKey } from '@/lib/announcement';
import { siteSettingsStore } from '@/stores/site-settings-store';

const AnnouncementBanner = lazy(() => import('./announcement-banner'));

/**
 * Where the site-wide announcement goes. Cheap when there is none (or this visitor closed it): the
 * banner's code loads only when there is something to show, so the first load does not grow.
 */
export function AnnouncementSlot() {
  const { settings, dismissedAnnouncement } = useSnapshot(siteSettingsStore);
  const banner = settings.announcement;
  if (!banner.enabled || banner.text.trim() === '' || dismissedAnnouncement === announcementKey(banner)) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementBanner banner={banner} />
    </Suspense>
  );
}
