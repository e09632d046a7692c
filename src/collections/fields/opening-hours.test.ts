import { describe, expect, it } from 'vitest';
import {
  openingHoursSchema,
  openingHoursSpecification,
  openingStatus,
  weeklyHours,
  weeklyRows,
  type OpeningHours,
} from './opening-hours';

// Monday 24 November 2025 is GMT (London = UTC).
const gmt = (iso: string) => new Date(`${iso}Z`);
const shop = weeklyHours('09:00', '17:30', { sat: ['09:00', '13:00'], sun: null });

describe('openingStatus', () => {
  it('is open with the closing time during the day', () => {
    expect(openingStatus(shop, gmt('2025-11-24T10:00')).text).toBe('Open now · closes 17:30');
  });

  it('is closed until tomorrow after hours', () => {
    expect(openingStatus(shop, gmt('2025-11-24T18:00')).text).toBe('Closed · opens tomorrow 09:00');
  });

  it('opens later today before opening time', () => {
    expect(openingStatus(shop, gmt('2025-11-24T07:00')).text).toBe('Closed · opens 09:00');
  });

  it('skips a closed Sunday to Monday', () => {
    const status = openingStatus(shop, gmt('2025-11-29T14:00'));
    expect(status.text).toBe('Closed · opens Monday 09:00');
    expect(status.open).toBe(false);
    expect(status.changesAt?.toISOString()).toBe('2025-12-01T09:00:00.000Z');
  });

  it('says open 24 hours when no hours are given', () => {
    expect(openingStatus(null, gmt('2025-11-24T03:00'))).toEqual({
      open: true,
      text: 'Open 24 hours',
      changesAt: null,
    });
    expect(openingStatus(weeklyHours('00:00', '23:59'), gmt('2025-11-24T23:59')).text).toBe('Open 24 hours');
  });

  it('stays open across midnight for a late range', () => {
    const bar = weeklyHours('18:00', '02:00', { mon: null });
    // Tuesday 01:00: still Monday night? Monday is closed, so Sunday's range ended at 02:00 Monday.
    expect(openingStatus(bar, gmt('2025-11-25T01:00')).text).toBe('Closed · opens 18:00');
    // Wednesday 01:00: Tuesday's range runs to 02:00.
    expect(openingStatus(bar, gmt('2025-11-26T01:00')).text).toBe('Open now · closes 02:00');
    expect(openingStatus(bar, gmt('2025-11-25T23:00')).text).toBe('Open now · closes 02:00');
  });

  it('uses a bank holiday closure instead of the weekday', () => {
    const hours: OpeningHours = { ...shop, exceptions: [{ date: '2025-12-25', ranges: [], note: 'Christmas Day' }] };
    expect(openingStatus(hours, gmt('2025-12-25T10:00')).text).toBe('Closed · opens tomorrow 09:00');
    expect(openingStatus(hours, gmt('2025-12-24T17:45')).text).toBe('Closed · opens Friday 09:00');
  });

  it('uses special hours on an exception day', () => {
    const hours: OpeningHours = {
      ...shop,
      exceptions: [{ date: '2025-12-24', ranges: [{ opens: '09:00', closes: '13:00' }] }],
    };
    expect(openingStatus(hours, gmt('2025-12-24T12:00')).text).toBe('Open now · closes 13:00');
  });

  it('keeps London wall times when the clocks go forward (last Sunday of March)', () => {
    const daily = weeklyHours('09:00', '17:00');
    // Saturday 28 March 2026 is GMT; Sunday 29 March is BST, so 09:00 London is 08:00 UTC.
    const status = openingStatus(daily, gmt('2026-03-28T18:00'));
    expect(status.text).toBe('Closed · opens tomorrow 09:00');
    expect(status.changesAt?.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(openingStatus(daily, gmt('2026-03-29T08:30')).text).toBe('Open now · closes 17:00');
  });

  it('keeps London wall times when the clocks go back (last Sunday of October)', () => {
    const daily = weeklyHours('09:00', '17:00');
    // Sunday 25 October 2026 is GMT from 01:00 UTC: 08:30 UTC is 08:30 London, before opening.
    expect(openingStatus(daily, gmt('2026-10-25T08:30')).text).toBe('Closed · opens 09:00');
    // Saturday 24 October is BST: 16:30 UTC is 17:30 London, after closing.
    expect(openingStatus(daily, gmt('2026-10-24T16:30')).text).toBe('Closed · opens tomorrow 09:00');
    const night = weeklyHours('22:00', '03:00');
    // The night the clocks go back is an hour longer: 22:00 BST (21:00 UTC) to 03:00 GMT (03:00 UTC).
    expect(openingStatus(night, gmt('2026-10-25T02:30')).text).toBe('Open now · closes 03:00');
    expect(openingStatus(night, gmt('2026-10-25T02:30')).changesAt?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('openingHoursSchema', () => {
  it('accepts the seed shape and exceptions', () => {
    expect(openingHoursSchema.safeParse(shop).success).toBe(true);
    expect(
      openingHoursSchema.safeParse({
        ...shop,
        exceptions: [{ date: '2025-12-25', ranges: [], note: 'Christmas' }],
      }).success,
    ).toBe(true);
  });

  const messages = (value: unknown) => openingHoursSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it.each([
    [{ ...shop, mon: [{ opens: '9am', closes: '17:00' }] }, 'Please give a time like 09:00 or 17:30.'],
    [{ ...shop, mon: [{ opens: '24:00', closes: '17:00' }] }, 'Please give a time like 09:00 or 17:30.'],
    [
      { ...shop, mon: [{ opens: '09:00', closes: '09:00' }] },
      'Opening and closing times must differ (use 00:00 to 23:59 for all day).',
    ],
    [
      { ...shop, mon: Array(5).fill({ opens: '09:00', closes: '10:00' }) },
      'Please give no more than 4 opening times a day.',
    ],
    [{ ...shop, exceptions: [{ date: '2025-02-30', ranges: [] }] }, 'Please give a real date, like 2026-12-25.'],
    [
      {
        ...shop,
        exceptions: [
          { date: '2025-12-25', ranges: [] },
          { date: '2025-12-25', ranges: [] },
        ],
      },
      'Each special day can only be listed once.',
    ],
    [
      { ...shop, exceptions: [{ date: '2025-12-25', ranges: [], note: 'x'.repeat(81) }] },
      'Please keep the note under 80 characters.',
    ],
  ])('rejects %j', (value, message) => {
    expect(messages(value)).toContain(message);
  });
});

describe('displays', () => {
  it('gives a weekly table, Monday first', () => {
    expect(weeklyRows(shop).slice(4)).toEqual([
      { day: 'Friday', text: '09:00–17:30' },
      { day: 'Saturday', text: '09:00–13:00' },
      { day: 'Sunday', text: 'Closed' },
    ]);
    expect(weeklyRows(null)[0]).toEqual({ day: 'Monday', text: 'Open all day' });
  });

  it('builds schema.org openingHoursSpecification with grouped days and dated closures', () => {
    const hours: OpeningHours = { ...shop, exceptions: [{ date: '2025-12-25', ranges: [] }] };
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2025-12-25',
        validThrough: '2025-12-25',
      },
    ]);
  });
});
