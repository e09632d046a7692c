import { proxy, subscribe } from 'valtio';
import { STORAGE_KEYS } from '@/config/constants';
import { readStored, writeStored } from './persistence';

/** Group name → open. */
export type SidebarGroupState = Record<string, boolean>;

export interface NavigationState {
  /** The side navigation is shown beside the page on wide screens. */
  sidebarOpen: boolean;
  /** Group name → open. A group that is not recorded counts as open. */
  sidebarGroupState: SidebarGroupState;
  /** The dashboard section of the public navigation is expanded. */
  dashboardOpen: boolean;
  /** The public-site section of the dashboard navigation is expanded. */
  publicOpen: boolean;
}

export const navigationStore = proxy<NavigationState>({
  sidebarOpen: true,
  sidebarGroupState: {},
  dashboardOpen: true,
  publicOpen: true,
});

export function toggleSidebar(): void {
  navigationStore.sidebarOpen = !navigationStore.sidebarOpen;
}

export function closeSidebar(): void {
  navigationStore.sidebarOpen = false;
}

export function isGroupOpen(state: SidebarGroupState, group: string): boolean {
  return state[group] ?? true;
}

export function toggleGroup(group: string): void {
  navigationStore.sidebarGroupState[group] = !isGroupOpen(navigationStore.sidebarGroupState, group);
}

export function toggleDashboardSection(): void {
  navigationStore.dashboardOpen = !navigationStore.dashboardOpen;
}

export function togglePublicSection(): void {
  navigationStore.publicOpen = !navigationStore.publicOpen;
}

/** A plain object whose every value is a boolean; anything else (arrays, nulls, odd values) is rejected whole. */
export const parseSidebarGroupState = (raw: unknown): SidebarGroupState | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  if (Object.getPrototypeOf(raw) !== Object.prototype) return undefined;
  const entries = Object.entries(raw);
  return entries.every(([, open]) => typeof open === 'boolean') ? Object.fromEntries(entries) : undefined;
};

export async function hydrateNavigation(): Promise<void> {
  const saved = await readStored(STORAGE_KEYS.sidebarGroupState, parseSidebarGroupState);
  if (saved) navigationStore.sidebarGroupState = saved;
}

/** Saves the group state on every change (batched into one write). */
export function persistNavigation(): () => void {
  return subscribe(navigationStore.sidebarGroupState, () => {
    writeStored(STORAGE_KEYS.sidebarGroupState, { ...navigationStore.sidebarGroupState });
  });
}
