import { useMatches } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'layout' in handle && 'title' in handle;
}

/** The metadata of the deepest matched route that declares any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
