import { proxy } from 'valtio';

/**
 * The admin's inbox as the menu and the dashboard home see it: how many contact messages nobody has
 * handled yet (`null` until counted). Filled live while an admin has the dashboard open.
 */
export const inboxStore = proxy({ unhandled: null as number | null });

/** The menu counts unhandled messages up to this, then shows "99+". */
export const UNHANDLED_LIMIT = 100;

export function setUnhandledMessages(count: number | null): void {
  inboxStore.unhandled = count;
}
