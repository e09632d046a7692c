import { proxy, subscribe } from 'valtio';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { readStored, writeStored } from './persistence';

export const sidebarGroupStateSchema = z.record(z.string(), z.boolean());
export type SidebarGroupState = z.infer<typeof sidebarGroupStateSchema>;

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

export const parseSidebarGroupState = (raw: unknown): SidebarGroupState | undefined => {
  const parsed = sidebarGroupStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
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
