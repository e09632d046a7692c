import { matchRoutes } from 'react-router';
import type { AppRoute } from '@/lib/route-meta';
import { createPreloadQueue } from '@/pwa/preload-queue';
import { isSlowConnection } from '@/pwa/update-controller';

/**
 * Loads a route's page chunk before it is needed: when a link to it scrolls into view, or when it is
 * hovered, focused or touched. At most four load at once (SEED-SPEC 9). On data saver or 2G only
 * hovered links are preloaded.
 */
export function startRoutePreloading(routes: readonly AppRoute[], win: Window): () => void {
  const queue = createPreloadQueue();
  const routeObjects = routes.filter((route) => route.page).map((route) => ({ path: route.path, route }));
  const observed = new WeakSet<Element>();

  function preload(anchor: Element, urgent: boolean): void {
    const href = anchor.getAttribute('href');
    if (!href) return;
    const url = new URL(href, win.location.href);
    if (url.origin !== win.location.origin) return;
    const match = matchRoutes(routeObjects, url.pathname)?.at(-1);
    const page = match?.route.route.page;
    if (match && page) queue.enqueue(match.route.path, page, urgent);
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

  const viewportPreloading = !isSlowConnection(win.navigator);
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
