import { registerRoute } from 'workbox-routing';
import { siteImagesStrategy } from './site-images';
import { storageDownloadsStrategy } from './storage-downloads-strategy';
import { isAudioRequest, isTrailFile } from '@/lib/trail-offline-files';
import { answerFromStore } from './trail-offline-store';

/**
 * The service worker's side of "Get the trail for offline" (issue 16): a stop's picture or recording the
 * person stored is answered from the trail's own store (trail-offline-files.ts), whole, or in the parts
 * `<audio>` asks for (Range requests: a browser keeps no ranges, so the whole file is stored and the part
 * cut from it, workbox-range-requests). Anything not stored goes the way it would have gone: site pictures
 * through the images route, Storage downloads through theirs, recordings to the network.
 *
 * sw.ts calls this before it registers the images and Storage routes, so this route is asked first.
 */
export function registerTrailOfflineRoute(scope: { location: { origin: string }; caches: CacheStorage }): void {
  const siteImages = siteImagesStrategy();
  const storageDownloads = storageDownloadsStrategy();
  registerRoute(
    ({ url }) => isTrailFile(url, scope.location.origin),
    async ({ request, event, url }) => {
      const stored = await answerFromStore(scope.caches, request);
      if (stored) return stored;
      if (isAudioRequest(request)) return fetch(request);
      if (url.origin === scope.location.origin) return siteImages.handle({ event, request });
      return storageDownloads.handle({ event, request });
    },
  );
}
