import { createContext, useContext } from 'react';

/**
 * Whether this render adopts a prerendered page's markup (AppProviders, docs/decisions/0038): while it does,
 * a component draws what the build drew, not what this device knows, or React finds a difference and builds
 * the whole page anew. What only this device knows (the account last signed in here, its season) follows in
 * the next render.
 */
export const AdoptingPageContext = createContext(false);

export function useAdoptingPage(): boolean {
  return useContext(AdoptingPageContext);
}
