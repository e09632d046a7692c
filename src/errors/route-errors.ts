import { data, isRouteErrorResponse } from 'react-router';

interface NotFoundData {
  path: string;
  fatal: boolean;
}

/** A 404 the app raises itself; `fatal` ones are shown as a full page outside any layout. */
export function notFoundResponse(path: string, fatal: boolean) {
  return data<NotFoundData>({ path, fatal }, { status: 404, statusText: 'Not Found' });
}

export type ClassifiedRouteError =
  | { kind: 'not-found'; fatal: boolean; path: string | undefined }
  | { kind: 'error'; message: string; stack: string | undefined };

function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && 'path' in value && 'fatal' in value;
}

/** Sorts whatever a route threw into "not found" or "something else broke" (docs/specification.md §8). */
export function classifyRouteError(error: unknown): ClassifiedRouteError {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const details: unknown = error.data;
    return isNotFoundData(details)
      ? { kind: 'not-found', fatal: details.fatal, path: details.path }
      : { kind: 'not-found', fatal: false, path: undefined };
  }
  if (error instanceof Error) return { kind: 'error', message: error.message, stack: error.stack };
  if (isRouteErrorResponse(error)) {
    return { kind: 'error', message: `${error.status} ${error.statusText}`, stack: undefined };
  }
  return { kind: 'error', message: String(error), stack: undefined };
}

export const NOT_FOUND_TITLE = 'Page Not Found';
export const ERROR_TITLE = 'Internal Server Error';

/** docs/specification.md §8: a non-fatal 404 says "Page not found", a fatal one "Page Not Found". */
export function notFoundMessage(path: string, fatal: boolean): string {
  return fatal ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}
