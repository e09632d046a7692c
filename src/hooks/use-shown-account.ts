import { useSnapshot } from 'valtio';
import { sessionStore, shownAccount, type SessionUser } from '@/stores/session-store';
import { useAdoptingPage } from './use-adopting-page';

/**
 * The account the header and the drawer show (shownAccount); none while the app adopts a prerendered page,
 * which the build drew for a visitor, so that the first render keeps the page's markup. The account last
 * signed in on this device follows in the next render.
 */
export function useShownAccount(): SessionUser | null {
  const account = shownAccount(useSnapshot(sessionStore));
  return useAdoptingPage() ? null : account;
}
