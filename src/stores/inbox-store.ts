import { proxy } from 'valtio';
import * as z from 'zod';
import { readStored, writeStored } from '@/stores/persistence';

/**
 * The admin's inbox as the menu and the dashboard home see it: how many contact messages nobody has
 * handled yet (`null` until counted), as the server last counted them. Offline it is the last count
 * this device had, and `exact` is false. Filled while an admin has the dashboard open.
 */
export const inboxStore = proxy({ unhandled: null as number | null, exact: false });

/** The menu counts unhandled messages up to this, then shows "99+". */
export const UNHANDLED_LIMIT = 100;

const COUNT_KEY = 'inboxUnhandledCount';

/** The server's count. */
export function setUnhandledMessages(count: number): void {
  inboxStore.unhandled = count;
  inboxStore.exact = true;
  writeStored(COUNT_KEY, count);
}

/** The server could not be asked: the last count stays (from this device's storage after a reload), marked so. */
export async function keepLastUnhandledCount(): Promise<void> {
  inboxStore.exact = false;
  if (inboxStore.unhandled !== null) return;
  const stored = await readStored(COUNT_KEY, (raw) => z.number().int().min(0).safeParse(raw).data);
  if (stored !== undefined && inboxStore.unhandled === null) inboxStore.unhandled = stored;
}
