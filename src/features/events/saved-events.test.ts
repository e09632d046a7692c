import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import { flushStored } from '@/stores/persistence';
import {
  hydrateSavedEvents,
  isSaved,
  MAX_SAVED_EVENTS,
  parseSavedEvents,
  relativeWhen,
  removeSavedEvent,
  resetSavedEventsForTests,
  savedEventsStore,
  SAVED_EVENTS_KEY,
  toggleSavedEvent,
  upcomingSaved,
  type SavedEvent,
} from './saved-events';

const NOW = new Date('2026-11-21T10:00:00Z'); // Saturday 21 November 2026, 10am in London

function entry(slug: string, startsAt: string, overrides: Partial<SavedEvent> = {}): SavedEvent {
  return {
    collection: 'events',
    slug,
    title: `Title of ${slug}`,
    startsAt,
    venueName: 'The Armstrong Hall',
    savedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

beforeEach(async () => {
  await clear();
  resetSavedEventsForTests();
});

describe('parseSavedEvents', () => {
  it('keeps valid entries, drops broken ones and repeats, and refuses anything but a list', () => {
    const good = entry('quiz', '2026-12-12T19:00:00.000Z');
    const online = entry('talk', '2026-11-24T19:30:00.000Z', { venueName: null, collection: 'workshops' });
    expect(
      parseSavedEvents([
        good,
        { ...good, title: 'A second copy' },
        online,
        { ...good, slug: 'Not A Slug' },
        { ...good, slug: 'no-date', startsAt: 'tomorrow' },
        { ...good, slug: 'other', collection: 'clubs' },
        'nonsense',
        null,
      ]),
    ).toEqual([good, online]);
    expect(parseSavedEvents({ quiz: good })).toBeUndefined();
    expect(parseSavedEvents('quiz')).toBeUndefined();
  });

  it('keeps no more than the limit', () => {
    const many = Array.from({ length: MAX_SAVED_EVENTS + 5 }, (_, index) =>
      entry(`event-${index}`, '2026-12-12T19:00:00.000Z'),
    );
    expect(parseSavedEvents(many)).toHaveLength(MAX_SAVED_EVENTS);
  });
});

describe('the saved list', () => {
  it('reads what was saved on this device, ignoring broken entries', async () => {
    const quiz = entry('quiz', '2026-12-12T19:00:00.000Z');
    await set(SAVED_EVENTS_KEY, [quiz, { broken: true }]);
    await hydrateSavedEvents();
    expect(savedEventsStore.hydrated).toBe(true);
    expect(savedEventsStore.entries).toEqual([quiz]);
    expect(isSaved('events', 'quiz')).toBe(true);
    expect(isSaved('workshops', 'quiz')).toBe(false);
  });

  it('saves and removes with one toggle, and writes each change to IndexedDB', async () => {
    await hydrateSavedEvents();
    const quiz: Omit<SavedEvent, 'savedAt'> = {
      collection: 'events',
      slug: 'quiz',
      title: 'Quiz night',
      startsAt: '2026-12-12T19:00:00.000Z',
      venueName: 'The Armstrong Hall',
    };
    expect(toggleSavedEvent(quiz)).toBe(true);
    expect(isSaved('events', 'quiz')).toBe(true);
    expect(Date.parse(savedEventsStore.entries[0]?.savedAt ?? '')).not.toBeNaN();
    await flushStored();
    expect(await get(SAVED_EVENTS_KEY)).toEqual([expect.objectContaining(quiz)]);

    expect(toggleSavedEvent(quiz)).toBe(false);
    await flushStored();
    expect(await get(SAVED_EVENTS_KEY)).toEqual([]);
  });

  it('keeps changes made before the saved list was read', async () => {
    const stored = [entry('quiz', '2026-12-12T19:00:00.000Z'), entry('fair', '2026-12-20T00:00:00.000Z')];
    await set(SAVED_EVENTS_KEY, stored);
    toggleSavedEvent(entry('choir', '2026-11-24T19:30:00.000Z'));
    removeSavedEvent('events', 'fair');
    await hydrateSavedEvents();
    expect(savedEventsStore.entries.map((item) => item.slug)).toEqual(['quiz', 'choir']);
    await flushStored();
    expect(((await get(SAVED_EVENTS_KEY)) as SavedEvent[]).map((item) => item.slug)).toEqual(['quiz', 'choir']);
  });

  it('reads IndexedDB once however often it is asked', async () => {
    await set(SAVED_EVENTS_KEY, [entry('quiz', '2026-12-12T19:00:00.000Z')]);
    await Promise.all([hydrateSavedEvents(), hydrateSavedEvents()]);
    removeSavedEvent('events', 'quiz');
    // A later call must not bring back what was removed but not yet written.
    await hydrateSavedEvents();
    expect(savedEventsStore.entries).toEqual([]);
  });

  it('lists what is still to come, from the start of today, soonest first', () => {
    const entries = [
      entry('next-week', '2026-11-28T10:00:00.000Z'),
      entry('yesterday', '2026-11-20T19:00:00.000Z'),
      entry('earlier-today', '2026-11-21T08:00:00.000Z'),
      entry('tonight', '2026-11-21T19:00:00.000Z'),
    ];
    expect(upcomingSaved(NOW, entries).map((item) => item.slug)).toEqual(['earlier-today', 'tonight', 'next-week']);
  });
});

describe('relativeWhen', () => {
  it.each([
    ['2026-11-21T19:30:00Z', 'Today, 7.30pm'],
    ['2026-11-22T10:00:00Z', 'Tomorrow, 10am'],
    ['2026-11-24T19:30:00Z', 'This Tuesday, 7.30pm'],
    ['2026-11-27T18:00:00Z', 'This Friday, 6pm'],
    ['2026-11-28T10:00:00Z', 'Saturday 28 November, 10am'],
    ['2027-01-08T09:30:00Z', 'Friday 8 January 2027, 9.30am'],
  ])('%s reads "%s"', (startsAt, expected) => {
    expect(relativeWhen(new Date(startsAt), NOW)).toBe(expected);
  });

  it('leaves the time out for all-day events, and counts days in London', () => {
    expect(relativeWhen(new Date('2026-12-20T00:00:00Z'), NOW, { allDay: true })).toBe('Sunday 20 December');
    // 11.30pm on the 21st in London (GMT) is still today.
    expect(relativeWhen(new Date('2026-11-21T23:30:00Z'), NOW)).toBe('Today, 11.30pm');
    // In summer, 11.30pm UTC is already tomorrow in London.
    expect(relativeWhen(new Date('2026-06-10T23:30:00Z'), new Date('2026-06-10T09:00:00Z'))).toBe('Tomorrow, 12.30am');
  });
});
