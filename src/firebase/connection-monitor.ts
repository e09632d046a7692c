import { waitForPendingWrites } from 'firebase/firestore';
import { loadDatabase, type FirebaseServices } from './firebase-app';

/**
 * Calls back with the Realtime Database's own view of the connection (`.info/connected`), when a
 * database is configured. It reports `false` while it first connects, so only a drop after a
 * connection counts: a database that is never reached leaves the browser's signals in charge.
 */
export async function watchDatabaseConnection(onChange: (connected: boolean) => void): Promise<() => void> {
  const database = await loadDatabase();
  if (!database) return () => undefined;
  const { onValue, ref } = await import('firebase/database');
  let everConnected = false;
  return onValue(ref(database, '.info/connected'), (snapshot) => {
    const connected = snapshot.val() === true;
    everConnected ||= connected;
    if (everConnected) onChange(connected);
  });
}

/**
 * Changes saved on this device in an earlier visit and not yet sent survive the reload inside Firestore's
 * own queue; this reports them (`true`) until the server has them all (`false`).
 */
export function watchEarlierPendingWrites({ firestore }: FirebaseServices, onChange: (pending: boolean) => void) {
  let settled = false;
  const timer = setTimeout(() => {
    if (!settled) onChange(true);
  }, 500);
  void waitForPendingWrites(firestore)
    .catch(() => undefined)
    .finally(() => {
      settled = true;
      clearTimeout(timer);
      onChange(false);
    });
}
