import { useEffect, useState } from 'react';
import type { Account, AccountsSnapshot, Listing, RoleFilter } from './accounts-data';

/**
 * The accounts pages' and the owner field's live reads (src/collections/accounts-data.ts, loaded on first
 * use): each starts a Firestore listener and stops it when the component goes.
 */

export type Live<Value> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: Value };

type Data = typeof import('./accounts-data');

function useLive<Value>(
  start: (data: Data, onValue: (value: Value) => void, onError: (error: Error) => void) => Promise<() => void>,
  keys: readonly unknown[],
): Live<Value> {
  const [live, setLive] = useState<Live<Value>>({ state: 'loading' });
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    // What was shown stays until the new answer comes ("Show more" adds to the list, not a blank).
    void import('./accounts-data')
      .then((data) =>
        start(
          data,
          (value) => {
            if (!stopped) setLive({ state: 'ready', value });
          },
          (error) => {
            console.warn('Could not read the accounts', error);
            if (!stopped) setLive({ state: 'error' });
          },
        ),
      )
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      })
      .catch(() => {
        if (!stopped) setLive({ state: 'error' });
      });
    return () => {
      stopped = true;
      stop?.();
    };
    // The caller names what the listener depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, keys);
  return live;
}

/** Accounts by email, the first `count`, with the role filter. */
export function useAccounts(role: RoleFilter, count: number): Live<AccountsSnapshot> {
  return useLive<AccountsSnapshot>(
    (data, onValue, onError) => data.watchAccounts({ role, count }, onValue, onError),
    [role, count],
  );
}

/** One account (undefined: none with that id). */
export function useAccount(uid: string): Live<{ account: Account | undefined; fromCache: boolean }> {
  return useLive<{ account: Account | undefined; fromCache: boolean }>(
    (data, onValue, onError) =>
      data.watchAccount(uid, (account, fromCache) => onValue({ account, fromCache }), onError),
    [uid],
  );
}

/** Every business and shop with its owner. */
export function useListings(): Live<Listing[]> {
  return useLive<Listing[]>((data, onValue, onError) => data.watchListings(onValue, onError), []);
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
