import { proxy } from 'valtio';
import type { ColorScheme } from '@/lib/route-meta';

/** The colour scheme the current route forces, if any. Not saved: it belongs to the route, not the user. */
export const routeAppearance = proxy<{ forcedColorScheme: ColorScheme | undefined }>({
  forcedColorScheme: undefined,
});
