import { describe, expect, it } from 'vitest';
import { parseSeasonSetting, resolveSeasonSetting, seasonOfDate } from './season-calendar';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('seasonOfDate', () => {
  it.each([
    ['2026-03-01', 'spring'],
    ['2026-05-31', 'spring'],
    ['2026-06-01', 'summer'],
    ['2026-08-31', 'summer'],
    ['2026-09-01', 'autumn'],
    ['2026-11-24', 'autumn'],
    ['2026-11-30', 'autumn'],
    ['2026-12-01', 'winter'],
    ['2027-01-15', 'winter'],
    ['2028-02-29', 'winter'],
  ])('%s is %s', (date, season) => {
    expect(seasonOfDate(day(date))).toBe(season);
  });
});

describe('resolveSeasonSetting', () => {
  it('follows the calendar: late November is autumn, not spring (the reported bug)', () => {
    expect(resolveSeasonSetting('calendar', day('2026-11-24'), 'spring')).toBe('autumn');
  });

  it('keeps a chosen season whatever the date', () => {
    expect(resolveSeasonSetting('summer', day('2026-12-25'), 'spring')).toBe('summer');
  });

  it('falls back for anything that is not a setting', () => {
    for (const raw of ['monsoon', '', 'Calendar', 7, null, undefined, { season: 'winter' }]) {
      expect(resolveSeasonSetting(raw, day('2026-11-24'), 'spring')).toBe('spring');
    }
  });

  it('parses only the five settings', () => {
    expect(parseSeasonSetting('calendar')).toBe('calendar');
    expect(parseSeasonSetting('winter')).toBe('winter');
    expect(parseSeasonSetting('WINTER')).toBeUndefined();
  });
});
