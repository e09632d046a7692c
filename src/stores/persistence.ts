import { del, delMany, entries, get, setMany } from 'idb-keyval';
import { PERSIST_BATCH_MS } from '@/config/constants';

/** Turns a stored value into a valid one, or `undefined` to keep the default. */
export type ParseStored<T> = (raw: unknown) => T | undefined;

let warnedAboutStorage = false;

/** IndexedDB can be missing (private modes, old browsers) or broken; say so once, not on every write. */
function warnOnce(message: string, error: unknown): void {
  if (warnedAboutStorage) return;
  warnedAboutStorage = true;
  console.warn(`${message} Settings will not be remembered on this device.`, error);
}

/** Reads a saved value; anything missing, invalid or unreadable gives `undefined`. Never throws. */
export async function readStored<T>(key: string, parse: ParseStored<T>): Promise<T | undefined> {
  try {
    const raw: unknown = await get(key);
    return raw === undefined ? undefined : parse(raw);
  } catch (error) {
    warnOnce('Saved settings could not be read.', error);
    return undefined;
  }
}

const pendingWrites = new Map<string, unknown>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes everything queued in one IndexedDB transaction. Never throws. */
export async function flushStored(): Promise<void> {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pendingWrites.size === 0) return;
  const entries = [...pendingWrites.entries()];
  pendingWrites.clear();
  try {
    await setMany(entries);
  } catch (error) {
    warnOnce('Settings could not be saved.', error);
  }
}

/**
 * Queues a value to save. Changes that arrive within a short window are written
 * together, so a burst of changes is one write, not one per change.
 */
export function writeStored(key: string, value: unknown): void {
  pendingWrites.set(key, value);
  flushTimer ??= setTimeout(() => void flushStored(), PERSIST_BATCH_MS);
}

/** Forgets a saved value (and any queued write of it). Never throws. */
export async function removeStored(key: string): Promise<void> {
  pendingWrites.delete(key);
  try {
    await del(key);
  } catch (error) {
    warnOnce('Saved settings could not be removed.', error);
  }
}

/**
 * Every saved value whose key starts with `prefix`, writes still queued included (they win). Never
 * throws: unreadable storage gives only what is queued.
 */
export async function storedEntries(prefix: string): Promise<[string, unknown][]> {
  const found = new Map<string, unknown>();
  try {
    for (const [key, value] of await entries<IDBValidKey, unknown>()) {
      if (typeof key === 'string' && key.startsWith(prefix)) found.set(key, value);
    }
  } catch (error) {
    warnOnce('Saved settings could not be read.', error);
  }
  for (const [key, value] of pendingWrites) if (key.startsWith(prefix)) found.set(key, value);
  return [...found];
}

/**
 * Forgets every saved or queued value that `matches` (a queued write must not bring one back once it
 * is flushed). Never throws.
 */
export async function removeStoredWhere(
  prefix: string,
  matches: (key: string, value: unknown) => boolean,
): Promise<void> {
  const doomed = (await storedEntries(prefix)).filter(([key, value]) => matches(key, value)).map(([key]) => key);
  for (const key of doomed) pendingWrites.delete(key);
  if (doomed.length === 0) return;
  try {
    await delMany(doomed);
  } catch (error) {
    warnOnce('Saved settings could not be removed.', error);
  }
}

/** Save what is queued before the page goes away (tab closed, app switched on a phone). */
export function flushStoredOnPageHide(target: Window): () => void {
  const onHide = (): void => void flushStored();
  const onVisibility = (): void => {
    if (target.document.visibilityState === 'hidden') void flushStored();
  };
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** For tests: forget the one-time warning. */
export function resetStorageWarningForTests(): void {
  warnedAboutStorage = false;
}
