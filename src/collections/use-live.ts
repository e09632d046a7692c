import { useEffect, useState } from 'react';

export type Live<Value> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: Value };

/**
 * A live Firestore read whose code loads on first use: `subscribe` imports its data module, starts the
 * listener and resolves with its stop function, which runs when the component goes or `keys` change.
 * What was shown stays until the new answer comes (a longer list after "Show more", not a blank).
 */
export function useLive<Value>(
  subscribe: (onValue: (value: Value) => void, onError: (error: Error) => void) => Promise<() => void>,
  keys: readonly unknown[],
): Live<Value> {
  const [live, setLive] = useState<Live<Value>>({ state: 'loading' });
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const failed = (error: unknown) => {
      console.warn('A live read failed', error);
      if (!stopped) setLive({ state: 'error' });
    };
    subscribe((value) => {
      if (!stopped) setLive({ state: 'ready', value });
    }, failed)
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      })
      .catch(failed);
    return () => {
      stopped = true;
      stop?.();
    };
    // The caller names what the listener depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, keys);
  return live;
}
