import { useEffect, useState } from 'react';
import { usePageClock } from '@/hooks/use-page-clock';

/**
 * The current time, updated each minute, so "Open now · closes 17:30" turns over while the page is open.
 * It starts from the page clock: a prerendered page says what it said when it was drawn until the app has
 * adopted it.
 */
export function useMinuteClock(): Date {
  const pageClock = usePageClock();
  const [ticked, setTicked] = useState<Date>();
  useEffect(() => {
    const timer = window.setInterval(() => setTicked(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return ticked ?? pageClock;
}
