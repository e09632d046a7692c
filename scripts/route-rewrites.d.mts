export interface Rewrite {
  source: string;
  destination: string;
}

export const APP_SHELL: string;
export const NOT_FOUND_PAGE: string;
export function rewriteSource(routePath: string): string;
export function rewritesForRoutes(routePaths: readonly string[]): Rewrite[];
export function sourcePattern(source: string): RegExp;
export function isAppAddress(pathname: string, rewrites: readonly Rewrite[]): boolean;
export function readRewrites(file?: URL | string): Rewrite[];
