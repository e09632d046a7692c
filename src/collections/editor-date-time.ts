import { fromDateTimeInput, toDateTimeInput } from '@/lib/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What an editor types, read the British way whatever the browser's language: `12/05/2026 16:30` is
 * 12 May. Also takes `12/5/26`, `12-05-2026 4:30`, a 24-hour time, or no time (midnight). Returns
 * Mantine's `YYYY-MM-DD HH:mm:ss`, or null for anything that is not a real date.
 */
export function parseBritishDateTime(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ ,T]+(\d{1,2})[:.](\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [day, month, rawYear, hour = 0, minute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number?, number?];
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59) return null;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:00`;
}

/** The picker's value for an instant: its wall time in `timeZone` (Europe/London unless the item says). */
export function toPickerValue(date: unknown, timeZone: string): string | null {
  if (!(date instanceof Date)) return null;
  const local = toDateTimeInput(date, timeZone);
  return local === '' ? null : `${local.replace('T', ' ')}:00`;
}

/** The instant a picker value means as wall time in `timeZone`; the same rules as the old native input. */
export function fromPickerValue(value: string | null, timeZone: string): Date | null {
  if (!value) return null;
  return fromDateTimeInput(value.slice(0, 16).replace(' ', 'T'), timeZone);
}
