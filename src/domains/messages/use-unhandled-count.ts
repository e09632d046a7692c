import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { inboxStore, keepLastUnhandledCount, setUnhandledMessages } from '@/stores/inbox-store';

let watchers = 0;
let stop: Promise<() => void> | undefined;

/**
 * Asks the server for the count (an aggregation query) now and whenever the inbox changes or the
 * connection returns; one question at a time, and one more if something changed meanwhile.
 */
async function watchCount(): Promise<() => void> {
  const data = await import('./messages-data');
  let asking: Promise<void> | undefined;
  let again = false;
  const recount = (): void => {
    if (asking) {
      again = true;
      return;
    }
    asking = data
      .countUnhandled()
      .then((count) => (count === null ? keepLastUnhandledCount() : setUnhandledMessages(count)))
      .finally(() => {
        asking = undefined;
        if (again) {
          again = false;
          recount();
        }
      });
  };
  recount();
  const stopChanges = await data.watchInboxChanges(recount);
  window.addEventListener('online', recount);
  return () => {
    stopChanges();
    window.removeEventListener('online', recount);
  };
}

/** Counts unhandled messages while at least one part of the page wants the number. */
function startWatching(): () => void {
  watchers += 1;
  stop ??= watchCount();
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    const stopping = stop;
    stop = undefined;
    void stopping?.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  };
}

/**
 * How many contact messages nobody has handled yet, as the server counts them (admins only: the rules
 * refuse everyone else, so only call this where the person is an admin). `null` until counted; offline,
 * the last count this device had.
 */
export function useUnhandledCount(enabled = true): number | null {
  useEffect(() => (enabled ? startWatching() : undefined), [enabled]);
  return useSnapshot(inboxStore).unhandled;
}
