import { describe, expect, test } from 'vitest';
import { siteRoutes } from '../src/app/route-table';
import {
  APP_SHELL,
  isAppAddress,
  readRedirects,
  readRewrites,
  redirectLocation,
  redirectsForRoutes,
  rewriteSource,
  rewritesForRoutes,
} from './route-rewrites.mjs';

describe('route rewrites', () => {
  test('firebase.json rewrites exactly the route table, so no route is missing and no other address is the app', () => {
    const expected = rewritesForRoutes(siteRoutes.map((route) => route.path));
    // On failure, paste this list into firebase.json's hosting.rewrites.
    expect(readRewrites()).toEqual(expected);
  });

  test('a route path becomes a glob with one segment per parameter', () => {
    expect(rewriteSource('/')).toBe('/');
    expect(rewriteSource('/about')).toBe('/about');
    expect(rewriteSource('/blog/:slug')).toBe('/blog/*');
    expect(rewriteSource('/dashboard/events/:id')).toBe('/dashboard/events/*');
    expect(() => rewriteSource('/files/*')).toThrow(/only plain/);
  });

  test('repeated sources are listed once, all to the app shell', () => {
    expect(rewritesForRoutes(['/a/:x', '/a/:y', '/b'])).toEqual([
      { source: '/a/*', destination: APP_SHELL },
      { source: '/b', destination: APP_SHELL },
    ]);
  });

  test('only the route table’s addresses are the app’s', () => {
    const rewrites = readRewrites();
    for (const path of ['/', '/events', '/events/summer-fair', '/dashboard/events', '/dashboard/events/new', '/blog']) {
      expect(isAppAddress(path, rewrites), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/events/a/b', '/eventsx', '/dashboard/nothing', '/wp-admin', '/blog/']) {
      expect(isAppAddress(path, rewrites), path).toBe(false);
    }
  });

  test('`**` matches any depth and glob characters are not regular-expression ones', () => {
    const rewrites = [
      { source: '/docs/**', destination: APP_SHELL },
      { source: '/a.b', destination: APP_SHELL },
    ];
    expect(isAppAddress('/docs/x/y/z', rewrites)).toBe(true);
    expect(isAppAddress('/a.b', rewrites)).toBe(true);
    expect(isAppAddress('/axb', rewrites)).toBe(false);
  });

  test('firebase.json redirects (301) exactly the route table’s in-app redirects', () => {
    const expected = redirectsForRoutes(
      siteRoutes.map((route) => ({ path: route.path, redirect: route.handle.redirect })),
    );
    // On failure, paste this list into firebase.json's hosting.redirects.
    expect(readRedirects()).toEqual(expected);
  });

  test('old addresses of posts are sent to where they are now', () => {
    const redirects = readRedirects();
    expect(redirectLocation('/articles/summer-fair-recap', redirects)).toBe('/blog/summer-fair-recap');
    expect(redirectLocation('/news', redirects)).toBe('/articles');
    expect(redirectLocation('/blog', redirects)).toBe('/articles');
    for (const path of ['/articles', '/articles/', '/articles/a/b', '/blog/summer-fair-recap', '/newsx']) {
      expect(redirectLocation(path, redirects), path).toBeNull();
    }
  });
});
