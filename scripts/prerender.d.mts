import type { PrerenderedPage } from '../src/app/prerender';

export function fillTemplate(template: string, page: PrerenderedPage): string;
export function prerenderPages<Page>(
  paths: readonly string[],
  options: {
    prerender: (path: string) => Promise<Page>;
    onMarkdownProblem: (listener: ((problem: string) => void) | undefined) => void;
    write: (path: string, page: Page) => void;
    log?: (message: string) => void;
  },
): Promise<number>;
export function prerenderInto(outDir: string, ssrDir: string): Promise<void>;
export function deferEntryScript(html: string): string;
export const DEFERRED_LOADER: string;
export const NOT_FOUND_SAMPLE_PATH: string;
export function notFoundPageHtml(html: string): string;
export const SHORT_NAME_LIMIT: number;
export function shortNameFor(name: string, shipped: { name: string; shortName: string }): string;
export function manifestWithBrand(manifestText: string, name: string): string;
export function templateWithBrand(html: string, name: string, shortName: string): string;
