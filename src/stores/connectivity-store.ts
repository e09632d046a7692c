import { proxy } from 'valtio';

/** Whether the browser says it has a network connection. Offline is a normal state, not an error. */
export const connectivityStore = proxy({ online: typeof navigator === 'undefined' ? true : navigator.onLine });

/** Follows the browser's online and offline events. */
export function watchConnectivity(target: Window): () => void {
  const update = (): void => {
    connectivityStore.online = target.navigator.onLine;
  };
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
