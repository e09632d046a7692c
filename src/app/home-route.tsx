import { lazy, Suspense, useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { HomePage } from '@/pages/home-page';
import { pageSections } from './page-sections';

// The types' sections (the next events, the latest news: their manifests' `sections`) and their code load
// after the welcome has painted and the browser is idle: the home page is most visitors' first page, so
// nothing of theirs delays it.
const HOME_SECTIONS = pageSections('home');
// Shows only for people who follow something; its code (and the device's list of follows) loads when idle.
const FromFollows = lazy(() => import('./from-follows-route'));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(ready, { timeout: 2_500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** The home page with the types' sections (the next events, the latest news) under the welcome. */
export default function HomeRoute() {
  const idle = useIdle();
  // The home page keeps room for the list (its `highlights` box), so the page does not jump.
  const placeholder = <Box aria-hidden />;
  return (
    <HomePage
      highlights={
        idle ? (
          <Suspense fallback={placeholder}>
            {HOME_SECTIONS.map(({ key, Section }) => (
              <Section key={key} />
            ))}
            {/* Last: it appears once the device's copy is read, and must not push the others down. */}
            <FromFollows />
          </Suspense>
        ) : (
          placeholder
        )
      }
    />
  );
}
