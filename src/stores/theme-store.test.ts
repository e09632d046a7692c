import 'fake-indexeddb/auto';
import { memoryStorage } from '@/lib/memory-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, set } from 'idb-keyval';
import { flushStored } from './persistence';
import {
  applyDefaultSeason,
  forgetSeasonChoice,
  hydrateTheme,
  isSeasonChosen,
  persistTheme,
  readPrePaintTheme,
  resolveColorScheme,
  setDarkMode,
  setSeason,
  startTheme,
  themeStore,
} from './theme-store';

beforeEach(async () => {
  await clear();
  themeStore.darkMode = 'System';
  themeStore.seasonalTheme = 'spring';
  forgetSeasonChoice();
});

describe('hydrateTheme', () => {
  it('restores valid saved values', async () => {
    await set('darkMode', 'DarkMode');
    await set('seasonalTheme', 'autumn');
    await hydrateTheme();
    expect({ ...themeStore }).toEqual({ darkMode: 'DarkMode', seasonalTheme: 'autumn' });
  });

  it.each([
    ['an unknown string', 'Dark', 'monsoon'],
    ['the wrong type', 1, true],
    ['a corrupt object', { mode: 'DarkMode' }, ['winter']],
    ['null', null, null],
    ['wrong case', 'darkmode', 'Winter'],
  ])('ignores %s and keeps the defaults', async (_label, darkMode, season) => {
    await set('darkMode', darkMode);
    await set('seasonalTheme', season);
    await hydrateTheme();
    expect({ ...themeStore }).toEqual({ darkMode: 'System', seasonalTheme: 'spring' });
  });
});

describe('setters', () => {
  it('accept only valid values', () => {
    setDarkMode('LightMode');
    setSeason('winter');
    setDarkMode('Sepia');
    setSeason('monsoon');
    expect({ ...themeStore }).toEqual({ darkMode: 'LightMode', seasonalTheme: 'winter' });
  });
});

describe('persistTheme', () => {
  it('saves to IndexedDB and mirrors the colour mode for the pre-paint script', async () => {
    const storage = memoryStorage();
    const stop = persistTheme(storage);
    setDarkMode('DarkMode');
    setSeason('summer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushStored();
    stop();
    expect(storage.getItem('color-mode')).toBe('dark');
    expect(storage.getItem('season')).toBe('summer');
    themeStore.darkMode = 'System';
    themeStore.seasonalTheme = 'spring';
    await hydrateTheme();
    expect({ ...themeStore }).toEqual({ darkMode: 'DarkMode', seasonalTheme: 'summer' });
  });
});

describe('readPrePaintTheme', () => {
  it('maps the mirror back to store values and ignores junk', () => {
    expect(readPrePaintTheme(memoryStorage({ 'color-mode': 'light', season: 'winter' }))).toEqual({
      darkMode: 'LightMode',
      seasonalTheme: 'winter',
    });
    expect(readPrePaintTheme(memoryStorage({ 'color-mode': 'purple', season: 'june' }))).toEqual({
      darkMode: undefined,
      seasonalTheme: undefined,
    });
  });

  it('copes with storage that throws', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new Error('blocked');
    };
    expect(readPrePaintTheme(throwing)).toEqual({});
  });
});

describe('resolveColorScheme', () => {
  it('follows the device only in System mode', () => {
    expect(resolveColorScheme('System', true)).toBe('dark');
    expect(resolveColorScheme('System', false)).toBe('light');
    expect(resolveColorScheme('LightMode', true)).toBe('light');
    expect(resolveColorScheme('DarkMode', false)).toBe('dark');
  });

  it('lets a route force a mode', () => {
    expect(resolveColorScheme('LightMode', false, 'dark')).toBe('dark');
  });
});

describe('the default season for visitors who have not chosen one', () => {
  const lateNovember = new Date('2026-11-24T12:00:00');

  it('a new visitor in late November sees autumn, not spring (the site follows the calendar)', () => {
    startTheme(memoryStorage(), null, lateNovember);
    expect(themeStore.seasonalTheme).toBe('autumn');
    expect(isSeasonChosen()).toBe(false);
  });

  it("the site's default as last read on this device applies, calendar or a fixed season", () => {
    startTheme(memoryStorage(), 'winter', lateNovember);
    expect(themeStore.seasonalTheme).toBe('winter');
    applyDefaultSeason('calendar', new Date('2026-07-01T12:00:00'));
    expect(themeStore.seasonalTheme).toBe('summer');
  });

  it('an unrecognised default gives spring, the fallback', () => {
    themeStore.seasonalTheme = 'winter';
    applyDefaultSeason('monsoon', lateNovember);
    expect(themeStore.seasonalTheme).toBe('spring');
  });

  it("a visitor's own saved choice wins over the site's default, at start and later", () => {
    startTheme(memoryStorage({ season: 'summer', 'color-mode': 'dark' }), 'calendar', lateNovember);
    expect(themeStore.seasonalTheme).toBe('summer');
    expect(themeStore.darkMode).toBe('DarkMode');
    applyDefaultSeason('winter', lateNovember);
    expect(themeStore.seasonalTheme).toBe('summer');
  });

  it('a choice made now wins too, and only a chosen season is saved', async () => {
    const storage = memoryStorage();
    const stop = persistTheme(storage);
    applyDefaultSeason('winter', lateNovember);
    setDarkMode('LightMode');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushStored();
    expect(storage.getItem('season')).toBeNull();
    setSeason('summer');
    applyDefaultSeason('winter', lateNovember);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushStored();
    stop();
    expect(themeStore.seasonalTheme).toBe('summer');
    expect(storage.getItem('season')).toBe('summer');
  });

  it('choosing the season the default already shows saves it, so it stays when the default changes', async () => {
    const storage = memoryStorage();
    const stop = persistTheme(storage);
    applyDefaultSeason('calendar', new Date('2026-12-01T12:00:00Z'));
    expect(themeStore.seasonalTheme).toBe('winter');
    // The page has shown the default for a while before the visitor chooses.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setSeason('winter');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushStored();
    stop();
    expect(storage.getItem('season')).toBe('winter');
    themeStore.seasonalTheme = 'spring';
    forgetSeasonChoice();
    await hydrateTheme();
    expect(themeStore.seasonalTheme).toBe('winter');
    applyDefaultSeason('calendar', new Date('2027-04-01T12:00:00Z'));
    expect(themeStore.seasonalTheme).toBe('winter');
  });

  it('a season saved in IndexedDB counts as chosen', async () => {
    await set('seasonalTheme', 'winter');
    await hydrateTheme();
    expect(isSeasonChosen()).toBe(true);
    applyDefaultSeason('summer', lateNovember);
    expect(themeStore.seasonalTheme).toBe('winter');
  });
});
