import { useEffect } from 'react';

let holders = 0;

/**
 * Asks search engines not to index the page while `active` (a not-found state answered with status 200
 * by the host, since only the app can tell a missing item): `<meta name="robots" content="noindex">` is
 * in the head while any caller holds it, and gone when the last one lets go.
 */
export function useRobotsNoIndex(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    holders += 1;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    return () => {
      holders -= 1;
      if (holders === 0) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [active]);
}
