import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { inboxStore, setUnhandledMessages } from '@/stores/inbox-store';

let watchers = 0;
let stop: Promise<() => void> | undefined;

/** Counts unhandled messages live while at least one part of the page wants the number. */
function startWatching(): () => void {
  watchers += 1;
  stop ??= import('./messages-data').then((data) => data.watchUnhandledCount(setUnhandledMessages));
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    const stopping = stop;
    stop = undefined;
    void stopping?.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  };
}

/**
 * How many contact messages nobody has handled yet, live (admins only: the rules refuse everyone else,
 * so only call this where the person is an admin). `null` until counted.
 */
export function useUnhandledCount(enabled = true): number | null {
  useEffect(() => (enabled ? startWatching() : undefined), [enabled]);
  return useSnapshot(inboxStore).unhandled;
}
