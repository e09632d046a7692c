/**
 * Which addresses are the app's. firebase.json's hosting rewrites send only the route table's addresses
 * (src/app/route-table.ts) to the app shell; any other address gets 404.html with status 404, so an
 * unknown address is a real "not found" for browsers, search engines and link checkers, not a soft 404.
 * The rewrite list is kept in firebase.json (the host reads it there) and route-rewrites.test.mjs fails
 * when it and the route table disagree. `vite preview` (vite.config.ts) and scripts/static-server.mjs
 * read the same list, so the tests see what the production host does. The route table's in-app redirects
 * are also the host's permanent (301) redirects, kept in firebase.json's hosting.redirects the same way.
 */
import { readFileSync } from 'node:fs';

export const APP_SHELL = '/app-shell.html';
export const NOT_FOUND_PAGE = '/404.html';
const FIREBASE_JSON = new URL('../firebase.json', import.meta.url);

/** A route path as a Firebase Hosting glob: each `:parameter` segment matches one path segment. */
export function rewriteSource(routePath) {
  return routePath
    .split('/')
    .map((segment) => {
      if (/[*?(){}]/.test(segment)) throw new Error(`${routePath}: only plain and :parameter segments are supported.`);
      return segment.startsWith(':') ? '*' : segment;
    })
    .join('/');
}

/** The hosting rewrites for a list of route paths, in route order, without repeats. */
export function rewritesForRoutes(routePaths) {
  const sources = [...new Set(routePaths.map(rewriteSource))];
  return sources.map((source) => ({ source, destination: APP_SHELL }));
}

/** A rewrite source as a regular expression: `*` is one path segment, `**` any number of them. */
export function sourcePattern(source) {
  const escaped = source.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]+'));
  return new RegExp(`^${pattern}$`);
}

/** Whether an address (its path, as sent) is one of the app's, by the given rewrites. */
export function isAppAddress(pathname, rewrites) {
  return rewrites.some((rewrite) => sourcePattern(rewrite.source).test(pathname));
}

/**
 * The host's permanent redirects for the route table's in-app redirects (`redirect` a path, not an
 * address elsewhere): the same `:parameter` names on both sides, as Firebase Hosting captures them.
 */
export function redirectsForRoutes(routes) {
  return routes
    .filter((route) => typeof route.redirect === 'string' && route.redirect.startsWith('/'))
    .map((route) => ({ source: route.path, destination: route.redirect, type: 301 }));
}

/**
 * Where the host sends an address (its path, as sent), by the given redirects, or null when it serves
 * it: each `:name` segment of a source matches one segment and fills `:name` in the destination.
 */
export function redirectLocation(pathname, redirects) {
  const segments = pathname.split('/');
  for (const redirect of redirects) {
    const sourceSegments = redirect.source.split('/');
    if (sourceSegments.length !== segments.length) continue;
    const captures = new Map();
    const matches = sourceSegments.every((segment, index) => {
      if (!segment.startsWith(':')) return segment === segments[index];
      captures.set(segment.slice(1), segments[index]);
      return segments[index] !== '';
    });
    if (!matches) continue;
    return redirect.destination
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (captures.get(segment.slice(1)) ?? segment) : segment))
      .join('/');
  }
  return null;
}

/** Where the host sends a request's address (path and query), or null when it serves it. */
export function movedTo(url, redirects) {
  const location = redirectLocation(url.pathname, redirects);
  return location === null ? null : `${location}${url.search}`;
}

/** The rewrites firebase.json gives the production host. */
export function readRewrites(file = FIREBASE_JSON) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting.rewrites;
}

/** The redirects firebase.json gives the production host. */
export function readRedirects(file = FIREBASE_JSON) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting.redirects ?? [];
}
