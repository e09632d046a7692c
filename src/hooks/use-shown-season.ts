import { createContext, useContext } from 'react';
import { DEFAULT_SEASON, type Season } from '@/stores/theme-store';

/**
 * The season the page is drawn in (AppProviders). While the app adopts a prerendered page's markup that is
 * the season the build drew it in; then this visitor's (theirs, or the calendar's).
 */
export const ShownSeasonContext = createContext<Season>(DEFAULT_SEASON);

export function useShownSeason(): Season {
  return useContext(ShownSeasonContext);
}
