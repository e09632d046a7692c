import type { AppRoute } from '@/lib/route-meta';
import { createPreloadQueue } from '@/pwa/preload-queue';
import { isSlowConnection } from '@/pwa/slow-connection';
import { createRouteMatcher } from './route-matcher';

/**
 * Loads a route's page chunk before it is needed, at most four at once (docs/specification.md §9):
 * - when a link to it is hovered, focused or touched, the chunk is loaded and run, so the click
 *   that usually follows shows the page at once;
 * - when a link scrolls into view, only where no service worker fetches the app's code: the service
 *   worker already downloads every route's chunk (in the background after a first visit:
 *   src/pwa/app-code-cache.ts), and running each visible link's code early cost a slow phone 50 to
 *   150 ms of unresponsiveness per chunk while the page was starting.
 * On data saver or 2G only hovered links are preloaded.
 */
export function startRoutePreloading(
  routes: readonly AppRoute[],
  win: Window,
  { visibleLinks }: { visibleLinks: boolean },
): () => void {
  const queue = createPreloadQueue();
  const routeFor = createRouteMatcher(routes);
  const observed = new WeakSet<Element>();

  function preload(anchor: Element, urgent: boolean): void {
    const href = anchor.getAttribute('href');
    if (!href) return;
    const url = new URL(href, win.location.href);
    if (url.origin !== win.location.origin) return;
    const route = routeFor(url.pathname);
    if (route?.page) queue.enqueue(route.path, route.page, urgent);
  }

  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection.unobserve(entry.target);
      preload(entry.target, false);
    }
  });

  function observeLinks(): void {
    for (const anchor of win.document.querySelectorAll('a[href^="/"]')) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      intersection.observe(anchor);
    }
  }

  let scheduled = false;
  const mutations = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(() => {
      scheduled = false;
      observeLinks();
    });
  });

  const onIntent = (event: Event): void => {
    const anchor = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (anchor) preload(anchor, true);
  };

  const viewportPreloading = visibleLinks && !isSlowConnection(win.navigator);
  if (viewportPreloading) {
    observeLinks();
    mutations.observe(win.document.body, { childList: true, subtree: true });
  }
  win.document.addEventListener('pointerover', onIntent, { passive: true });
  win.document.addEventListener('focusin', onIntent);
  win.document.addEventListener('touchstart', onIntent, { passive: true });

  return () => {
    intersection.disconnect();
    mutations.disconnect();
    win.document.removeEventListener('pointerover', onIntent);
    win.document.removeEventListener('focusin', onIntent);
    win.document.removeEventListener('touchstart', onIntent);
  };
}
