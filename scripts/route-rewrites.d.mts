export interface Rewrite {
  source: string;
  destination: string;
}

export interface Redirect {
  source: string;
  destination: string;
  type: number;
}

export const APP_SHELL: string;
export const NOT_FOUND_PAGE: string;
export function rewriteSource(routePath: string): string;
export function rewritesForRoutes(routePaths: readonly string[]): Rewrite[];
export function sourcePattern(source: string): RegExp;
export function isAppAddress(pathname: string, rewrites: readonly Rewrite[]): boolean;
export function readRewrites(file?: URL | string): Rewrite[];
export function redirectsForRoutes(routes: readonly { path: string; redirect?: string }[]): Redirect[];
export function redirectLocation(pathname: string, redirects: readonly Redirect[]): string | null;
export function readRedirects(file?: URL | string): Redirect[];
export function movedTo(url: URL, redirects: readonly Redirect[]): string | null;
