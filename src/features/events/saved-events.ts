import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import { browserIdle } from '@/lib/staged-import';
import { readStored, writeStored } from '@/stores/persistence';
import {
  addDaysToKey,
  formatLongDate,
  formatTime,
  londonDayKey,
  WEEKDAY_NAMES,
  zonedDayStart,
  zonedParts,
} from './event-dates';
import { EVENT_TIME_ZONE } from './event-schema';

/**
 * Events a visitor has saved on this device: no account needed, kept in IndexedDB, listed at the top of
 * the events page even without a signal. Each entry carries what the list needs to show it (title, date,
 * venue), so it can be shown before (or without) the event itself being loaded.
 */

export const SAVED_EVENTS_KEY = 'savedEvents';

/** Plenty for anyone's diary; it keeps a broken or tampered store from growing without end. */
export const MAX_SAVED_EVENTS = 200;

export type SavedEventCollection = 'events' | 'workshops';

export interface SavedEvent {
  collection: SavedEventCollection;
  slug: string;
  title: string;
  /** ISO date-time of the date saved (for a series: the date chosen, or the next one then). */
  startsAt: string;
  /** null for online-only events. */
  venueName: string | null;
  /** ISO date-time. */
  savedAt: string;
}

const savedEventSchema = z.object({
  collection: z.enum(['events', 'workshops']),
  slug: z
    .string()
    .min(1)
    .max(96)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: singleLineString().min(1).max(140),
  startsAt: z.iso.datetime({ offset: true }),
  venueName: singleLineString().max(140).nullable(),
  savedAt: z.iso.datetime({ offset: true }),
});

const keyOf = (entry: Pick<SavedEvent, 'collection' | 'slug'>) => `${entry.collection}/${entry.slug}`;

/**
 * The stored list, checked entry by entry: a bad entry is dropped, not the whole list. Repeats keep
 * their first copy. Anything that is not a list gives `undefined` (the store keeps its default).
 */
export function parseSavedEvents(raw: unknown): SavedEvent[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const entries: SavedEvent[] = [];
  for (const item of raw) {
    const result = savedEventSchema.safeParse(item);
    if (!result.success || seen.has(keyOf(result.data))) continue;
    seen.add(keyOf(result.data));
    entries.push(result.data);
    if (entries.length >= MAX_SAVED_EVENTS) break;
  }
  return entries;
}

export const savedEventsStore = proxy<{ entries: SavedEvent[]; hydrated: boolean }>({
  entries: [],
  hydrated: false,
});

/**
 * Saves and removals made before the stored list has been read (someone taps "Save" on a slow phone
 * straight away): replayed over what is read, so neither is lost. null marks a removal.
 */
const changesBeforeHydration = new Map<string, SavedEvent | null>();

function persist(): void {
  writeStored(
    SAVED_EVENTS_KEY,
    savedEventsStore.entries.map((entry) => ({ ...entry })),
  );
}

/** The saved list is shown at most this long after it is read (see browserIdle). */
const SHOW_READ_WITHIN_MS = 1_000;

async function readAndMerge(): Promise<void> {
  const stored = (await readStored(SAVED_EVENTS_KEY, parseSavedEvents)) ?? [];
  // Usually read while the page's first view is being made: shown once the browser is idle, as a store
  // written meanwhile makes React make the view again at once (browserIdle). Saves made in between are
  // replayed below.
  await browserIdle(SHOW_READ_WITHIN_MS);
  const byKey = new Map(stored.map((entry) => [keyOf(entry), entry]));
  for (const [key, change] of changesBeforeHydration) {
    if (change) byKey.set(key, change);
    else byKey.delete(key);
  }
  const hadChanges = changesBeforeHydration.size > 0;
  changesBeforeHydration.clear();
  savedEventsStore.entries = [...byKey.values()].slice(0, MAX_SAVED_EVENTS);
  savedEventsStore.hydrated = true;
  if (hadChanges) persist();
}

let hydration: Promise<void> | undefined;

/**
 * Reads the saved list from IndexedDB into the store, once per page load: later calls wait for the
 * same read (reading again could miss a change not yet written, which is batched).
 */
export function hydrateSavedEvents(): Promise<void> {
  hydration ??= readAndMerge();
  return hydration;
}

/** For tests: forget the list and that it was read. */
export function resetSavedEventsForTests(): void {
  hydration = undefined;
  changesBeforeHydration.clear();
  savedEventsStore.entries = [];
  savedEventsStore.hydrated = false;
}

function record(key: string, change: SavedEvent | null): void {
  if (!savedEventsStore.hydrated) changesBeforeHydration.set(key, change);
  persist();
}

/** Whether an event is saved (pass a snapshot's entries to re-render when they change). */
export function isSaved(
  collection: SavedEventCollection,
  slug: string,
  entries: readonly SavedEvent[] = savedEventsStore.entries,
): boolean {
  return entries.some((entry) => entry.collection === collection && entry.slug === slug);
}

/** Saves the event, replacing an earlier copy. */
export function saveEvent(entry: Omit<SavedEvent, 'savedAt'> & { savedAt?: string }): void {
  const saved: SavedEvent = { ...entry, savedAt: entry.savedAt ?? new Date().toISOString() };
  const key = keyOf(saved);
  const others = savedEventsStore.entries.filter((item) => keyOf(item) !== key);
  savedEventsStore.entries = [...others, saved].slice(-MAX_SAVED_EVENTS);
  record(key, saved);
}

export function removeSavedEvent(collection: SavedEventCollection, slug: string): void {
  const key = keyOf({ collection, slug });
  savedEventsStore.entries = savedEventsStore.entries.filter((item) => keyOf(item) !== key);
  record(key, null);
}

/** Saves the event, or removes it when it is saved already. Returns whether it is saved now. */
export function toggleSavedEvent(entry: Omit<SavedEvent, 'savedAt'> & { savedAt?: string }): boolean {
  if (isSaved(entry.collection, entry.slug)) {
    removeSavedEvent(entry.collection, entry.slug);
    return false;
  }
  saveEvent(entry);
  return true;
}

/**
 * Saved events from the start of today (London) on, soonest first: something later today, or
 * already under way, still shows as "Today".
 */
export function upcomingSaved(now: Date, entries: readonly SavedEvent[] = savedEventsStore.entries): SavedEvent[] {
  const todayStarts = zonedDayStart(londonDayKey(now)).getTime();
  return entries
    .filter((entry) => Date.parse(entry.startsAt) >= todayStarts)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title, 'en-GB'));
}

/** The saved list, live, read from this device on first use. */
export function useSavedEvents(): readonly SavedEvent[] {
  const snapshot = useSnapshot(savedEventsStore);
  useEffect(() => {
    void hydrateSavedEvents();
  }, []);
  return snapshot.entries;
}

/**
 * When, in the words people use: "Today, 7.30pm", "Tomorrow, 10am", "This Saturday, 2pm" (within the
 * coming week), otherwise "Saturday 12 December, 2pm" (with the year when it is not this year's).
 */
export function relativeWhen(startsAt: Date, now: Date, options: { allDay?: boolean; timeZone?: string } = {}): string {
  const timeZone = options.timeZone ?? EVENT_TIME_ZONE;
  const today = londonDayKey(now, timeZone);
  const day = londonDayKey(startsAt, timeZone);
  const time = options.allDay ? '' : `, ${formatTime(startsAt, timeZone)}`;
  if (day === today) return `Today${time}`;
  if (day === addDaysToKey(today, 1)) return `Tomorrow${time}`;
  const parts = zonedParts(startsAt, timeZone);
  if (day > today && day < addDaysToKey(today, 7)) return `This ${WEEKDAY_NAMES[parts.weekday]}${time}`;
  const withYear = parts.year !== zonedParts(now, timeZone).year;
  return `${formatLongDate(startsAt, timeZone, { withYear })}${time}`;
}
