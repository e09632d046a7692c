import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { readStored, writeStored } from '@/stores/persistence';

/** Whether the events page shows a list or a month calendar, remembered on this device. */

export const EVENTS_VIEW_KEY = 'eventsView';

export const EVENTS_VIEWS = ['list', 'calendar'] as const;
export type EventsView = (typeof EVENTS_VIEWS)[number];

export const parseEventsView = (raw: unknown): EventsView | undefined =>
  raw === 'list' || raw === 'calendar' ? raw : undefined;

export const eventsViewStore = proxy<{ view: EventsView; chosen: boolean }>({ view: 'list', chosen: false });

let hydration: Promise<void> | undefined;

/** Reads the saved choice once per page load. A choice made while it was being read wins. */
export function hydrateEventsView(): Promise<void> {
  hydration ??= readStored(EVENTS_VIEW_KEY, parseEventsView).then((saved) => {
    if (saved && !eventsViewStore.chosen) eventsViewStore.view = saved;
  });
  return hydration;
}

export function setEventsView(view: EventsView): void {
  eventsViewStore.view = view;
  eventsViewStore.chosen = true;
  writeStored(EVENTS_VIEW_KEY, view);
}

/** The current view, live, with the saved choice read on first use. */
export function useEventsView(): [EventsView, (view: EventsView) => void] {
  const { view } = useSnapshot(eventsViewStore);
  useEffect(() => {
    void hydrateEventsView();
  }, []);
  return [view, setEventsView];
}

/** For tests: back to the list, as on a first visit. */
export function resetEventsViewForTests(): void {
  hydration = undefined;
  eventsViewStore.view = 'list';
  eventsViewStore.chosen = false;
}
