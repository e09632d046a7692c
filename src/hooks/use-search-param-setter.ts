import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets one search parameter of the address (`''` removes it), replacing the history entry and keeping
 * the scroll position: for filters that live in the address, so a filtered list can be shared.
 */
export function useSearchParamSetter(): [URLSearchParams, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, set];
}
