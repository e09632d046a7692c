import { proxy } from 'valtio';

/**
 * Whether the app can reach its servers: the browser's own signal and, when a Realtime Database is
 * configured, its `.info/connected`. Offline is a normal state, not an error.
 */
export const connectivityStore = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** `undefined` until the database has connected once (or when there is none). */
  databaseConnected: undefined as boolean | undefined,
});

function recompute(): void {
  connectivityStore.online = connectivityStore.browserOnline && connectivityStore.databaseConnected !== false;
}

/** Follows the browser's online and offline events. */
export function watchConnectivity(target: Window): () => void {
  const update = (): void => {
    connectivityStore.browserOnline = target.navigator.onLine;
    recompute();
  };
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

/** The Realtime Database's view of the connection (only reported once it has connected). */
export function setDatabaseConnected(connected: boolean): void {
  connectivityStore.databaseConnected = connected;
  recompute();
}
