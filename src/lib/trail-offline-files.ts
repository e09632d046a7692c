/**
 * Which requests belong to the creative trail's offline store ("Get the trail for offline", issue 16):
 * shared by the page, which fills the store, and the service worker, which answers from it. No Workbox
 * here, so the page may import it.
 */

/** The Cache Storage name of the trail's pictures and recordings, kept until the person removes them. */
export const TRAIL_OFFLINE_CACHE = 'trail-offline';

/**
 * A trail stop's picture or recording: the demo's files on this site (`/trail/…`), or Firebase Storage
 * downloads of `images/trailStops/…` and `audio/trailStops/…` (Storage's and its emulator's hosts).
 */
export function isTrailFile(url: URL, origin: string): boolean {
  if (url.origin === origin) return url.pathname.startsWith('/trail/');
  const storageHost =
    url.hostname === 'firebasestorage.googleapis.com' ||
    url.hostname.endsWith('.firebasestorage.app') ||
    (url.hostname === '127.0.0.1' && url.port === '9199');
  return storageHost && /\/o\/(images|audio)(%2F|\/)trailStops(%2F|\/)/i.test(url.pathname);
}

/** Whether the request is for a recording (answered in parts: `<audio>` asks with Range). */
export function isAudioRequest(request: Pick<Request, 'destination' | 'url'>): boolean {
  return request.destination === 'audio' || /\.(wav|mp3|m4a|mp4|ogg|opus)(\?|$)|\/o\/audio(%2F|\/)/i.test(request.url);
}
