import { describe, expect, it } from 'vitest';
import { fromPickerValue, parseBritishDateTime, toPickerValue } from './editor-date-time';

describe('British date and time input', () => {
  it('reads day before month, with a 24-hour time', () => {
    expect(parseBritishDateTime('12/05/2026 16:30')).toBe('2026-05-12 16:30:00');
    expect(parseBritishDateTime('1/2/26 9:05')).toBe('2026-02-01 09:05:00');
    expect(parseBritishDateTime('12-05-2026')).toBe('2026-05-12 00:00:00');
  });

  it('refuses dates that do not exist and American order past the 12th', () => {
    expect(parseBritishDateTime('31/02/2026 10:00')).toBeNull();
    expect(parseBritishDateTime('05/13/2026')).toBeNull();
    expect(parseBritishDateTime('12/05/2026 24:00')).toBeNull();
    expect(parseBritishDateTime('next Tuesday')).toBeNull();
  });

  it('keeps Europe/London wall time both ways, across the clock change', () => {
    const summer = fromPickerValue('2026-05-12 16:30:00', 'Europe/London');
    expect(summer?.toISOString()).toBe('2026-05-12T15:30:00.000Z');
    const winter = fromPickerValue('2026-12-18 16:30:00', 'Europe/London');
    expect(winter?.toISOString()).toBe('2026-12-18T16:30:00.000Z');
    expect(toPickerValue(summer, 'Europe/London')).toBe('2026-05-12 16:30:00');
    expect(toPickerValue(null, 'Europe/London')).toBeNull();
    expect(fromPickerValue(null, 'Europe/London')).toBeNull();
  });
});
