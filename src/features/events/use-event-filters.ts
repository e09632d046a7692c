import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, filtersToSearchParams, type EventFilters } from './event-filters';

/** Waiting for a pause in typing before the address changes (the list itself updates at once). */
const QUERY_TO_URL_DELAY_MS = 400;

/**
 * The filters, kept in the address (so a filtered list can be shared and survives a reload). The
 * search box updates the list as people type and the address once they pause.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(params), [params]);
  const [query, setQuery] = useState(urlFilters.query);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlFilters.query);
  // Back and forward (or a link) change the address: follow it, unless it is what was typed.
  if (urlFilters.query !== seenUrlQuery) {
    setSeenUrlQuery(urlFilters.query);
    if (query.trim() !== urlFilters.query) setQuery(urlFilters.query);
  }

  const write = (filters: EventFilters, month = params.get('month')) => {
    const next = filtersToSearchParams(filters);
    if (month) next.set('month', month);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const latest = useRef({ urlFilters, write });
  useEffect(() => {
    latest.current = { urlFilters, write };
  });
  useEffect(() => {
    if (query.trim() === latest.current.urlFilters.query) return undefined;
    const timer = setTimeout(() => {
      latest.current.write({ ...latest.current.urlFilters, query });
    }, QUERY_TO_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const filters = useMemo(() => ({ ...urlFilters, query }), [urlFilters, query]);
  const update = (change: Partial<EventFilters>) => write({ ...filters, ...change });
  return { filters, query, setQuery, update, params, write };
}
