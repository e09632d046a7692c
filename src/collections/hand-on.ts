import type { ListingKind } from './accounts-data';

/**
 * Hands a business or shop on to another account (or to nobody) and waits for the server: the accounts
 * page and the listing's owner field both use this. Rejects with a message in plain words.
 */
export async function handListingOn(kind: ListingKind, id: string, ownerUid: string | null): Promise<void> {
  try {
    const { handOn } = await import('./accounts-data');
    const { sent } = await handOn(kind, id, ownerUid);
    await sent;
  } catch {
    throw new Error('The owner could not be changed. Please check your connection and try again.');
  }
}
