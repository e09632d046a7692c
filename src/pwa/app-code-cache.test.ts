import { describe, expect, it } from 'vitest';
import { APP_CODE_CACHE, BACKGROUND_REQUESTS_AT_ONCE, createAppCodeKeeper, scriptsRun } from './app-code-cache';
import { memoryCacheStorage } from './cache-storage-fake';

const ORIGIN = 'https://hub.example';
const file = (name: string) => `${ORIGIN}/assets/${name}.js`;
const LATER = ['clubs-route', 'club-card', 'editor', 'dashboard-table', 'accounts-route'].map(file);

describe('the app code kept after ready', () => {
  it('names the scripts a page ran from its resource timings: this site’s, once each, without a query', () => {
    const entries = [
      `${ORIGIN}/assets/index-A1.js`,
      `${ORIGIN}/assets/clubs-route.js?import`,
      `${ORIGIN}/assets/clubs-route.js`,
      `${ORIGIN}/assets/style-F6.css`,
      `${ORIGIN}/data/events.json`,
      'https://www.gstatic.com/firebasejs/sdk.js',
      `${ORIGIN}/assets/maplibre-gl-worker-B2.mjs`,
    ].map((name) => ({ name }));
    expect(scriptsRun(entries, ORIGIN)).toEqual([
      `${ORIGIN}/assets/index-A1.js`,
      file('clubs-route'),
      `${ORIGIN}/assets/maplibre-gl-worker-B2.mjs`,
    ]);
  });

  it('keeps the page’s own scripts that are part of the tier, and nothing else it was sent', async () => {
    const device = memoryCacheStorage({}, new Set([...LATER, file('index-A1'), file('elsewhere')]));
    const keeper = createAppCodeKeeper(device.storage, LATER);
    await keeper.keepPageCode([file('index-A1'), file('clubs-route'), file('club-card'), file('elsewhere')]);
    expect(device.contents(APP_CODE_CACHE)).toEqual([file('club-card'), file('clubs-route')]);
  });

  it('keeps the rest in the background a few at a time, and two pages asking at once fetch each file once', async () => {
    const device = memoryCacheStorage({ [APP_CODE_CACHE]: [file('clubs-route')] }, new Set(LATER));
    const keeper = createAppCodeKeeper(device.storage, LATER);
    await Promise.all([keeper.keepAll(), keeper.keepAll()]);
    expect(device.contents(APP_CODE_CACHE)).toEqual([...LATER].sort());
    expect(device.fetched.sort()).toEqual(LATER.filter((url) => url !== file('clubs-route')).sort());
    expect(device.mostAtOnce()).toBe(BACKGROUND_REQUESTS_AT_ONCE);
  });

  it('offline, a round ends without keeping everything, and the next one finishes', async () => {
    const served = new Set<string>();
    const device = memoryCacheStorage({}, served);
    const keeper = createAppCodeKeeper(device.storage, LATER);
    await expect(keeper.keepAll()).rejects.toThrow(/Failed to fetch/);
    LATER.forEach((url) => served.add(url));
    await keeper.keepAll();
    expect(device.contents(APP_CODE_CACHE)).toEqual([...LATER].sort());
  });

  it('removes code of earlier versions and keeps this one’s', async () => {
    const old = file('clubs-route-old');
    const device = memoryCacheStorage({ [APP_CODE_CACHE]: [old, file('editor')] });
    const keeper = createAppCodeKeeper(device.storage, LATER);
    await keeper.prune();
    expect(device.contents(APP_CODE_CACHE)).toEqual([file('editor')]);
    expect(keeper.includes(file('editor'))).toBe(true);
    expect(keeper.includes(old)).toBe(false);
  });
});
