import type { Params } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';

export type GuardOutcome =
  { kind: 'render' } | { kind: 'redirect'; to: string; fullPageLoad: boolean } | { kind: 'not-found' };

/** An absolute URL (with a scheme, or protocol-relative) leaves the app; a path stays in it. */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
}

/** A redirect's target with each `:name` segment filled from the route's parameters. */
export function redirectTarget(target: string, params: Params): string {
  if (isAbsoluteUrl(target)) return target;
  return target
    .split('/')
    .map((segment) => {
      const value = segment.startsWith(':') ? params[segment.slice(1)] : undefined;
      return value === undefined ? segment : encodeURIComponent(value);
    })
    .join('/');
}

/** What a route's metadata says to do before it renders: redirect, refuse (fatal 404) or render. */
export function guardRoute(meta: RouteMeta, params: Params): GuardOutcome {
  if (meta.redirect !== undefined) {
    return { kind: 'redirect', to: redirectTarget(meta.redirect, params), fullPageLoad: isAbsoluteUrl(meta.redirect) };
  }
  if (meta.validate && !meta.validate(params)) return { kind: 'not-found' };
  return { kind: 'render' };
}
