import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import { flushStored } from '@/stores/persistence';
import {
  EVENTS_VIEW_KEY,
  eventsViewStore,
  hydrateEventsView,
  parseEventsView,
  resetEventsViewForTests,
  setEventsView,
} from './view-preference';

beforeEach(async () => {
  await clear();
  resetEventsViewForTests();
});

describe('the list or calendar choice', () => {
  it('accepts only the two views', () => {
    expect(parseEventsView('list')).toBe('list');
    expect(parseEventsView('calendar')).toBe('calendar');
    expect(parseEventsView('grid')).toBeUndefined();
    expect(parseEventsView(1)).toBeUndefined();
  });

  it('starts as a list, and restores a saved choice', async () => {
    expect(eventsViewStore.view).toBe('list');
    await set(EVENTS_VIEW_KEY, 'calendar');
    await hydrateEventsView();
    expect(eventsViewStore.view).toBe('calendar');
  });

  it('ignores a broken saved value', async () => {
    await set(EVENTS_VIEW_KEY, { view: 'calendar' });
    await hydrateEventsView();
    expect(eventsViewStore.view).toBe('list');
  });

  it('saves a choice, and a choice made while reading wins over the saved one', async () => {
    await set(EVENTS_VIEW_KEY, 'list');
    const reading = hydrateEventsView();
    setEventsView('calendar');
    await reading;
    expect(eventsViewStore.view).toBe('calendar');
    await flushStored();
    expect(await get(EVENTS_VIEW_KEY)).toBe('calendar');
  });
});
