import { arrayRemove, arrayUnion, doc, onSnapshot, setDoc } from 'firebase/firestore';
import { loadDatabase } from '@/collections/firestore-access';
import { trackWrite } from '@/stores/sync-status-store';
import { readMemberUids, type ReadersSnapshot } from './committee-readers';

/**
 * Firestore for "Who reads the papers": committeeMembers/{committeeId}, live, and one account added or
 * removed at a time. Loaded with the page. Reads come from this device's copy when offline.
 */

const COMMITTEE_MEMBERS = 'committeeMembers';

/** The committee's list of accounts, live, with whether the server has every change yet. */
export async function watchReaders(
  committeeId: string,
  onChange: (snapshot: ReadersSnapshot) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const firestore = await loadDatabase();
  return onSnapshot(
    doc(firestore, COMMITTEE_MEMBERS, committeeId),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        memberUids: readMemberUids(snapshot.data()),
        hasPendingWrites: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/**
 * Adds or removes one account. Only that account changes (arrayUnion / arrayRemove), so two editors
 * changing different people at once both keep their change. Resolves once this device has it; `sent`
 * settles when the server has it (a refusal by the rules rejects it, and Firestore undoes it here).
 */
export async function changeReader(
  committeeId: string,
  uid: string,
  change: 'add' | 'remove',
): Promise<{ sent: Promise<void> }> {
  const firestore = await loadDatabase();
  const sent = setDoc(
    doc(firestore, COMMITTEE_MEMBERS, committeeId),
    { memberUids: change === 'add' ? arrayUnion(uid) : arrayRemove(uid) },
    { merge: true },
  );
  trackWrite(sent);
  return { sent };
}
