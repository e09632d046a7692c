import { doc, onSnapshot, serverTimestamp, Timestamp, updateDoc, type DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import {
  emptyFollows,
  followCount,
  followsEqual,
  isFollowing,
  mergeFollows,
  plainFollows,
  readFollows,
  targetKey,
  toggleFollow,
  type FollowTarget,
  type Follows,
} from '@/lib/follows';
import {
  followsStore,
  loadDeviceFollows,
  saveDeviceFeedVisit,
  saveDeviceFollows,
  saveFollowName,
} from '@/stores/follows-store';

/**
 * Follows and the last feed visit of the signed-in account (`users/{uid}`), and the move of the device's
 * follows into it at sign-in (decision 0025). Writes are never awaited by the page: Firestore applies
 * them on this device at once and sends them when it can, so following works offline too.
 */

interface Watch {
  uid: string;
  stop: () => void;
  /** Whether the device's follows have been merged in (once per sign-in, on the first trustworthy answer). */
  merged: boolean;
  /** The merged list written at sign-in: the device's list is cleared once the account holds it. */
  written: Follows | null;
}

let watch: Watch | undefined;

function accountRef(uid: string) {
  return loadFirestore().then(({ firestore }) => doc(firestore, 'users', uid));
}

function writeAccount(uid: string, changes: Record<string, unknown>): void {
  void accountRef(uid)
    .then((ref) => updateDoc(ref, changes))
    .catch((error: unknown) => console.warn('Your account could not be updated with what you follow.', error));
}

/**
 * The device's follows, added to the account's (bounded, no duplicates; see mergeFollows). The device's
 * list is cleared only once the account's copy holds the result, so nothing is lost if the write fails.
 */
function mergeDevice(current: Watch, account: Follows): void {
  if (followCount(followsStore.device) === 0) return;
  const { merged, dropped } = mergeFollows(account, followsStore.device);
  followsStore.droppedAtSignIn += followCount(dropped);
  current.written = merged;
  followsStore.account = merged;
  if (!followsEqual(merged, account)) writeAccount(current.uid, { follows: plainFollows(merged) });
  else void clearDevice(current);
}

async function clearDevice(current: Watch): Promise<void> {
  current.written = null;
  await saveDeviceFollows(emptyFollows());
}

function onAccount(current: Watch, snapshot: DocumentSnapshot): void {
  // An account with no profile yet cannot hold follows (the rules create profiles): the device keeps them.
  if (!snapshot.exists()) return;
  const account = readFollows(snapshot.get('follows'));
  const visit: unknown = snapshot.get('lastFeedVisit', { serverTimestamps: 'estimate' });
  followsStore.lastFeedVisit = visit instanceof Timestamp ? visit.toMillis() : null;
  if (current.written) {
    if (followsEqual(account, current.written)) void clearDevice(current);
    // Refused (over a limit, or the rules): the server's answer stands; the device keeps its own list.
    else if (!snapshot.metadata.hasPendingWrites && !snapshot.metadata.fromCache) current.written = null;
    followsStore.account = account;
    return;
  }
  followsStore.account = account;
  // The merge waits for the server's answer while online: this device's copy may be out of date.
  const trustworthy = !snapshot.metadata.fromCache || !navigator.onLine;
  if (current.merged || !trustworthy) return;
  current.merged = true;
  mergeDevice(current, account);
}

/**
 * Follows `uid`'s account (null: nobody is signed in, and the device's list counts). Called by the app
 * whenever the signed-in person changes. Anonymous accounts (shop orders) are nobody signed in here.
 */
export async function watchAccountFollows(uid: string | null): Promise<void> {
  if (watch?.uid === uid) return;
  watch?.stop();
  watch = undefined;
  followsStore.account = null;
  followsStore.lastFeedVisit = null;
  await loadDeviceFollows();
  if (uid === null) return;
  const current: Watch = { uid, stop: () => undefined, merged: false, written: null };
  watch = current;
  const ref = await accountRef(uid);
  if (watch !== current) return;
  current.stop = onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) => onAccount(current, snapshot),
    (error) => console.warn('What you follow could not be read from your account.', error),
  );
}

/**
 * Follows or unfollows `target`: in the account when signed in (its list read), else on this device.
 * Throws FollowLimitError (with a message for people) when the list is full.
 */
export async function toggleFollowing(target: FollowTarget): Promise<boolean> {
  const following = await toggledFollowing(target);
  if (following && target.kind === 'ids' && target.title) await saveFollowName(targetKey(target).key, target.title);
  return following;
}

async function toggledFollowing(target: FollowTarget): Promise<boolean> {
  const current = watch;
  if (current && followsStore.account !== null) {
    const next = toggleFollow(followsStore.account, target);
    followsStore.account = next;
    writeAccount(current.uid, { follows: plainFollows(next) });
    return isFollowing(next, target);
  }
  await loadDeviceFollows();
  const next = toggleFollow(followsStore.device, target);
  await saveDeviceFollows(next);
  return isFollowing(next, target);
}

/**
 * Notes this visit to the feed: in the account when signed in, else on the device. Returns the previous
 * visit (ms), for the "new since your last visit" marks.
 */
export async function markFeedVisit(now: number = Date.now()): Promise<number | null> {
  await loadDeviceFollows();
  const previous = followsStore.lastFeedVisit;
  const current = watch;
  if (current && followsStore.account !== null) writeAccount(current.uid, { lastFeedVisit: serverTimestamp() });
  else {
    followsStore.lastFeedVisit = now;
    await saveDeviceFeedVisit(now);
  }
  return previous;
}
