import { useEffect, useState } from 'react';

/** The current time, updated each minute, so "Open now · closes 17:30" turns over while the page is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
