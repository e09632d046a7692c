import type { Account, AccountsSnapshot, Listing, RoleFilter } from './accounts-data';
import { useLive, type Live } from '@/collections/use-live';

export type { Live };

/** The accounts pages' live reads (src/domains/accounts/accounts-data.ts, loaded on first use). */
const accountsData = () => import('./accounts-data');

/** Accounts by email, the first `count`, with the role filter. */
export function useAccounts(role: RoleFilter, count: number): Live<AccountsSnapshot> {
  return useLive<AccountsSnapshot>(
    (onValue, onError) => accountsData().then((data) => data.watchAccounts({ role, count }, onValue, onError)),
    [role, count],
  );
}

/** One account (undefined: none with that id). */
export function useAccount(uid: string): Live<{ account: Account | undefined; fromCache: boolean }> {
  return useLive<{ account: Account | undefined; fromCache: boolean }>(
    (onValue, onError) =>
      accountsData().then((data) =>
        data.watchAccount(uid, (account, fromCache) => onValue({ account, fromCache }), onError),
      ),
    [uid],
  );
}

/** Every business and shop with its owner. */
export function useListings(): Live<Listing[]> {
  return useLive<Listing[]>(
    (onValue, onError) => accountsData().then((data) => data.watchListings(onValue, onError)),
    [],
  );
}

/** A person's name for lists: their name, else their email, else "An account without a name". */
export function accountName(account: Pick<Account, 'displayName' | 'email'>): string {
  return account.displayName ?? account.email ?? 'An account without a name';
}

/** The listings of each owner, by uid. */
export function listingsByOwner(listings: readonly Listing[]): Map<string, Listing[]> {
  const owners = new Map<string, Listing[]>();
  for (const listing of listings) {
    if (!listing.ownerUid) continue;
    owners.set(listing.ownerUid, [...(owners.get(listing.ownerUid) ?? []), listing]);
  }
  return owners;
}

export const LISTING_KIND_LABELS = { businesses: 'business', shops: 'shop' } as const;
