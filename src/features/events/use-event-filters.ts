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
  // The search this page last wrote into the address itself (after a pause in typing).
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  // Back and forward (or a link) change the address: follow it, unless it is what was typed. An address
  // this page wrote is not followed: it lands a moment after it was written, and words typed meanwhile
  // would be replaced by the search before them.
  if (urlFilters.query !== seenUrlQuery) {
    setSeenUrlQuery(urlFilters.query);
    if (urlFilters.query !== writtenQuery && query.trim() !== urlFilters.query) setQuery(urlFilters.query);
  }

  // The address as last written, until the page shows it: two changes before the next render (From,
  // then To, filled in quickly) each start from the one before, so neither is lost (issue 25: the
  // second started from the address of the last render, and dropped the first).
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);
  const latestParams = () => written.current ?? params;

  const write = (filters: EventFilters, month = latestParams().get('month')) => {
    const next = filtersToSearchParams(filters);
    if (month) next.set('month', month);
    written.current = next;
    setWrittenQuery(filtersFromSearchParams(next).query);
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
  const update = (change: Partial<EventFilters>) =>
    write({ ...filtersFromSearchParams(latestParams()), query, ...change });
  return { filters, query, setQuery, update, params, write };
}
