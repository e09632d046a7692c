import { proxy } from 'valtio';
import { BRAND } from '@/config/brand';
import { copyrightNotice } from '@/lib/copyright';

/** App settings, field for field as docs/specification.md section 3. Client-only; nothing here is saved. */
export interface SettingsState {
  companyName: string;
  copyrightNotice: string;
  /** Where the last navigation came from. */
  pathFrom: string;
  /** The path shown now. */
  pathCurrent: string;
  /** Where a navigation in progress is going ('' when none is). */
  pathTo: string;
  /** The public side navigation drawer (phones). */
  publicSideNavOpen: boolean;
  /** The dashboard side navigation drawer (phones). */
  dashboardSideNavOpen: boolean;
  /** The development pages' navigation drawer. */
  testNavOpen: boolean;
  isAppDevEnvironment: boolean;
  isBackendDevEnvironment: boolean;
  isLoggedIn: boolean;
}

export interface StartConditions {
  isProductionBuild: boolean;
  currentYear: number;
  /**
   * The path the app starts on: already the path shown, so the first page's own record of it changes
   * nothing. (A store written while React makes the first view makes React make it again at once.)
   */
  startPath?: string;
}

export function initialSettings({ isProductionBuild, currentYear, startPath = '' }: StartConditions): SettingsState {
  return {
    companyName: BRAND,
    copyrightNotice: copyrightNotice(BRAND, currentYear),
    pathFrom: '',
    pathCurrent: startPath,
    pathTo: '',
    publicSideNavOpen: false,
    dashboardSideNavOpen: false,
    testNavOpen: false,
    isAppDevEnvironment: !isProductionBuild,
    isBackendDevEnvironment: false,
    isLoggedIn: false,
  };
}

export const settingsStore = proxy<SettingsState>(
  initialSettings({ isProductionBuild: import.meta.env.PROD, currentYear: new Date().getFullYear() }),
);

/** The reset every start performs (docs/specification.md §4). */
export function resetSettings(conditions: StartConditions): void {
  Object.assign(settingsStore, initialSettings(conditions));
}

export type SideNavArea = 'public' | 'dashboard' | 'development';

const sideNavFlag = {
  public: 'publicSideNavOpen',
  dashboard: 'dashboardSideNavOpen',
  development: 'testNavOpen',
} as const satisfies Record<SideNavArea, keyof SettingsState>;

export function isSideNavOpen(state: SettingsState, area: SideNavArea): boolean {
  return state[sideNavFlag[area]];
}

export function toggleSideNav(area: SideNavArea): void {
  settingsStore[sideNavFlag[area]] = !settingsStore[sideNavFlag[area]];
}

export function closeSideNavs(): void {
  settingsStore.publicSideNavOpen = false;
  settingsStore.dashboardSideNavOpen = false;
  settingsStore.testNavOpen = false;
}

/** Records a finished navigation. */
export function recordNavigation(path: string): void {
  if (path === settingsStore.pathCurrent) return;
  settingsStore.pathFrom = settingsStore.pathCurrent;
  settingsStore.pathCurrent = path;
  settingsStore.pathTo = '';
}

/** Records where a navigation in progress is heading ('' when it settles). */
export function recordPendingNavigation(path: string): void {
  settingsStore.pathTo = path;
}
