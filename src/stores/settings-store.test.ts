import { describe, expect, it } from 'vitest';
import { subscribe } from 'valtio';
import { BRAND } from '@/config/brand';
import {
  closeSideNavs,
  recordNavigation,
  recordPendingNavigation,
  resetSettings,
  settingsStore,
  toggleSideNav,
} from './settings-store';

describe('resetSettings', () => {
  it('closes every nav flag, signs out and names the brand', () => {
    settingsStore.publicSideNavOpen = true;
    settingsStore.dashboardSideNavOpen = true;
    settingsStore.testNavOpen = true;
    settingsStore.isLoggedIn = true;
    settingsStore.isBackendDevEnvironment = true;
    settingsStore.companyName = 'Other';
    resetSettings({ isProductionBuild: false, currentYear: 2027 });
    expect({ ...settingsStore }).toMatchObject({
      companyName: BRAND,
      copyrightNotice: `© 2025–2027 ${BRAND}. All rights reserved.`,
      publicSideNavOpen: false,
      dashboardSideNavOpen: false,
      testNavOpen: false,
      isAppDevEnvironment: true,
      isBackendDevEnvironment: false,
      isLoggedIn: false,
    });
  });

  it('turns the app-dev flag off in production builds', () => {
    resetSettings({ isProductionBuild: true, currentYear: 2025 });
    expect(settingsStore.isAppDevEnvironment).toBe(false);
  });
});

describe('side navigation flags', () => {
  it('toggles each area on its own and closes all', () => {
    resetSettings({ isProductionBuild: true, currentYear: 2025 });
    toggleSideNav('dashboard');
    expect([settingsStore.publicSideNavOpen, settingsStore.dashboardSideNavOpen]).toEqual([false, true]);
    toggleSideNav('public');
    closeSideNavs();
    expect([settingsStore.publicSideNavOpen, settingsStore.dashboardSideNavOpen, settingsStore.testNavOpen]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('path tracking', () => {
  it('keeps from, current and to in step with navigation', () => {
    resetSettings({ isProductionBuild: true, currentYear: 2025 });
    recordNavigation('/');
    recordPendingNavigation('/events');
    expect(settingsStore.pathTo).toBe('/events');
    recordNavigation('/events');
    expect([settingsStore.pathFrom, settingsStore.pathCurrent, settingsStore.pathTo]).toEqual(['/', '/events', '']);
  });

  it('starts on the page the app opens on, so recording that page changes nothing', () => {
    resetSettings({ isProductionBuild: true, currentYear: 2025, startPath: '/clubs' });
    let changes = 0;
    const stop = subscribe(settingsStore, () => (changes += 1), true);
    recordNavigation('/clubs');
    stop();
    expect(changes).toBe(0);
    expect([settingsStore.pathFrom, settingsStore.pathCurrent]).toEqual(['', '/clubs']);
  });
});
