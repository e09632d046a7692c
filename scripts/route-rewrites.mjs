/**
 * Which addresses are the app's. firebase.json's hosting rewrites send only the route table's addresses
 * (src/app/route-table.ts) to the app shell; any other address gets 404.html with status 404, so an
 * unknown address is a real "not found" for browsers, search engines and link checkers, not a soft 404.
 * The rewrite list is kept in firebase.json (the host reads it there) and route-rewrites.test.mjs fails
 * when it and the route table disagree. `vite preview` (vite.config.ts) and scripts/static-server.mjs
 * read the same list, so the tests see what the production host does.
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

/** The rewrites firebase.json gives the production host. */
export function readRewrites(file = FIREBASE_JSON) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting.rewrites;
}
