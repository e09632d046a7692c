import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import {
  closeSidebar,
  hydrateNavigation,
  isGroupOpen,
  navigationStore,
  persistNavigation,
  toggleGroup,
  toggleSidebar,
} from './navigation-store';
import { flushStored } from './persistence';

beforeEach(async () => {
  await clear();
  navigationStore.sidebarOpen = true;
  navigationStore.sidebarGroupState = {};
});

describe('group state', () => {
  it('counts a group that is not recorded as open', () => {
    expect(isGroupOpen({}, 'pages')).toBe(true);
    expect(isGroupOpen({ pages: false }, 'pages')).toBe(false);
    expect(isGroupOpen({ pages: false }, 'information')).toBe(true);
  });

  it('toggles a group closed, then open again', () => {
    toggleGroup('pages');
    expect(navigationStore.sidebarGroupState).toEqual({ pages: false });
    toggleGroup('pages');
    expect(navigationStore.sidebarGroupState).toEqual({ pages: true });
  });

  it('saves every change and restores it', async () => {
    const stop = persistNavigation();
    toggleGroup('policies');
    toggleGroup('community');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushStored();
    stop();
    expect(await get('sidebarGroupState')).toEqual({ policies: false, community: false });
    navigationStore.sidebarGroupState = {};
    await hydrateNavigation();
    expect(navigationStore.sidebarGroupState).toEqual({ policies: false, community: false });
  });

  it.each([
    ['a string', 'open'],
    ['an array', [true]],
    ['non-boolean values', { pages: 'yes' }],
    ['null', null],
  ])('ignores %s when restoring', async (_label, stored) => {
    await set('sidebarGroupState', stored);
    await hydrateNavigation();
    expect(navigationStore.sidebarGroupState).toEqual({});
  });
});

describe('sidebar', () => {
  it('toggles and closes', () => {
    toggleSidebar();
    expect(navigationStore.sidebarOpen).toBe(false);
    toggleSidebar();
    expect(navigationStore.sidebarOpen).toBe(true);
    closeSidebar();
    closeSidebar();
    expect(navigationStore.sidebarOpen).toBe(false);
  });
});
