import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { proxy } from 'valtio';
import { emptyFollows, plainFollows, readFollowNames, readFollows, withFollowName, type Follows } from '@/lib/follows';
import { browserIdle } from '@/lib/staged-import';

/**
 * What this person follows, as the Follow buttons, the feed and the home page show it (decision 0025).
 * Visitors (and anonymous shop accounts) follow on this device: kept in IndexedDB, a store of its own,
 * so it works offline. Signed in, the account's `users/{uid}.follows` counts; the device's list is moved
 * into it at sign-in and then cleared (src/collections/follows-account.ts).
 * Loaded with the pages that use it, never with the first page.
 */
export interface FollowsState {
  /** Whether the device's list has been read since the page loaded. */
  deviceRead: boolean;
  device: Follows;
  /** The signed-in account's follows, once read (from the server or this device's copy); else null. */
  account: Follows | null;
  /** When this person last opened their feed (ms since 1970), from the account or the device; null: never. */
  lastFeedVisit: number | null;
  /** Device follows that did not fit into the account at sign-in (over the limits): said once on the feed. */
  droppedAtSignIn: number;
  /**
   * Followed items' titles as last seen on this device, by follow key: the feed names a follow with them
   * when this device has no copy of the item itself (offline, before its list was ever read).
   */
  names: Record<string, string>;
}

/** Nothing read yet: how each page load starts (and each test, after resetFollowsStoreForTests). */
function unreadFollows(): FollowsState {
  return {
    deviceRead: false,
    device: emptyFollows(),
    account: null,
    lastFeedVisit: null,
    droppedAtSignIn: 0,
    names: {},
  };
}

export const followsStore = proxy<FollowsState>(unreadFollows());

const DATABASE = 'community-follows';
const STORE = 'device';
const FOLLOWS_KEY = 'follows';
const LAST_VISIT_KEY = 'lastFeedVisit';
const NAMES_KEY = 'names';

let database: UseStore | undefined;
const deviceStore = (): UseStore => (database ??= createStore(DATABASE, STORE));

let reading: Promise<void> | undefined;

/** Lists saved on this page so far: a read older than the latest save is not shown over it. */
let savesMade = 0;

/** Follows read from the device are shown once the browser is idle, at most this much later (see browserIdle). */
const SHOW_READ_WITHIN_MS = 1_000;

/** Reads the device's follows once per page load (later calls wait for the same read). Never throws. */
export function loadDeviceFollows(): Promise<void> {
  reading ??= (async () => {
    const savesBefore = savesMade;
    let read: { follows: unknown; lastVisit: unknown; names: unknown } | undefined;
    try {
      const [follows, lastVisit, names] = await Promise.all([
        get<unknown>(FOLLOWS_KEY, deviceStore()),
        get<unknown>(LAST_VISIT_KEY, deviceStore()),
        get<unknown>(NAMES_KEY, deviceStore()),
      ]);
      read = { follows, lastVisit, names };
    } catch (error) {
      console.warn('The things you follow could not be read on this device.', error);
    }
    // Usually read while the page's first view is still being made: written then, it would make React make
    // it again at once.
    await browserIdle(SHOW_READ_WITHIN_MS);
    if (read) {
      // A list saved meanwhile is newer than what was read.
      if (savesMade === savesBefore) followsStore.device = readFollows(read.follows);
      followsStore.names = readFollowNames(read.names);
      const { lastVisit } = read;
      if (followsStore.account === null && typeof lastVisit === 'number' && Number.isFinite(lastVisit)) {
        followsStore.lastFeedVisit = lastVisit;
      }
    }
    followsStore.deviceRead = true;
  })();
  return reading;
}

/** Keeps `follows` as the device's list (an empty one removes it). Never throws. */
export async function saveDeviceFollows(follows: Follows): Promise<void> {
  savesMade += 1;
  followsStore.device = follows;
  try {
    const empty = follows.collections.length + follows.tags.length + follows.ids.length === 0;
    if (empty) await del(FOLLOWS_KEY, deviceStore());
    // A plain copy: IndexedDB cannot store the store's proxies.
    else await set(FOLLOWS_KEY, plainFollows(follows), deviceStore());
  } catch (error) {
    console.warn('The things you follow could not be saved on this device.', error);
  }
}

/** Keeps a followed item's title on this device (`key` as `clubs/thornbury-running-club`). Never throws. */
export async function saveFollowName(key: string, title: string): Promise<void> {
  // After the device's names are read, so the read never replaces this one.
  await loadDeviceFollows();
  const names = withFollowName(followsStore.names, key, title);
  followsStore.names = names;
  try {
    await set(NAMES_KEY, names, deviceStore());
  } catch (error) {
    console.warn('The name of what you follow could not be saved on this device.', error);
  }
}

/** A visitor's last feed visit, kept on the device. Never throws. */
export async function saveDeviceFeedVisit(time: number): Promise<void> {
  try {
    await set(LAST_VISIT_KEY, time, deviceStore());
  } catch (error) {
    console.warn('The time of this feed visit could not be saved on this device.', error);
  }
}

/** The follows that count now: the account's when signed in and read, else the device's. */
export function currentFollows(state: Pick<FollowsState, 'account' | 'device'> = followsStore): Follows {
  return state.account ?? state.device;
}

/** For tests: forget what was read, so the next load reads the device again. */
export function resetFollowsStoreForTests(): void {
  reading = undefined;
  database = undefined;
  Object.assign(followsStore, unreadFollows());
}
