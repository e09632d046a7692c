// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute, PageModule } from '@/lib/route-meta';
import { siteRoutes } from './route-table';
import { startRoutePreloading } from './route-preloading';

/** Reports every observed element as on screen at once, as a link in view would be. */
class VisibleEverything {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve(): void {}
  disconnect(): void {}
}

const [template] = siteRoutes;
if (!template) throw new Error('The route table is empty.');
const loaded: string[] = [];
const route = (path: string): AppRoute => ({
  ...template,
  path,
  page: async (): Promise<PageModule> => {
    loaded.push(path);
    return { default: () => null };
  },
});
const routes = [route('/events'), route('/about')];

describe('startRoutePreloading', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    loaded.length = 0;
    vi.stubGlobal('IntersectionObserver', VisibleEverything);
    document.body.innerHTML = '<a href="/events">Events</a><a href="/about">About</a>';
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('where the service worker fetches the code, links in view are not loaded and run', async () => {
    stop = startRoutePreloading(routes, window, { visibleLinks: false });
    await Promise.resolve();
    expect(loaded).toEqual([]);
  });

  it('a hovered link is loaded either way', async () => {
    stop = startRoutePreloading(routes, window, { visibleLinks: false });
    document.querySelector('a[href="/about"]')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loaded).toEqual(['/about']));
  });

  it('without a service worker, links in view are preloaded', async () => {
    stop = startRoutePreloading(routes, window, { visibleLinks: true });
    await vi.waitFor(() => expect(loaded.sort()).toEqual(['/about', '/events']));
  });
});
