/**
 * For the service worker's tests, imported before anything from Workbox (imports run in order, so the
 * first import line is early enough): Workbox's development logging expects a worker's `self` and
 * `location`, and is kept quiet.
 */
Object.assign(globalThis, { self: globalThis, location: { href: 'http://127.0.0.1:4173/sw.js' } });
Object.assign(globalThis, { __WB_DISABLE_DEV_LOGS: true });

export {};
