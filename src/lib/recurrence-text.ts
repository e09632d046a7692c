import { MONTH_NAMES, parseDayKey } from './london-time';
import { monthlyWeekdays, parseRrule, untilDayKey, type RecurrencePattern, WEEKDAY_NAMES } from './recurrence-pattern';
import { rruleParts } from './rrule-check';

/** Describing a repeat rule in plain British English, for event pages and the editor. */

const POSITION_NAMES: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '5': 'fifth',
  '-1': 'last',
  '-2': 'second to last',
};

export const FALLBACK_RECURRENCE_TEXT = 'Repeats on a regular pattern';

/** "Monday, Tuesday and Thursday" (no comma before "and", in British style). */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function every(interval: number, unit: string): string {
  return interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st, 22nd; -1 is "last day". */
function dayOfMonthText(value: string): string | null {
  const n = Number(value);
  if (n === -1) return 'last day';
  if (n < 1) return null;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describePattern(pattern: RecurrencePattern): string {
  const days = pattern.weekdays.map((day) => WEEKDAY_NAMES[day]);
  switch (pattern.frequency) {
    case 'daily':
      return every(pattern.interval, 'day');
    case 'weekly':
      if (days.length === 0) return every(pattern.interval, 'week');
      if (pattern.interval === 1 && days.length === 1) return `every ${days[0]}`;
      if (pattern.interval === 1 && pattern.weekdays.join() === 'MO,TU,WE,TH,FR') return 'every weekday';
      return `${every(pattern.interval, 'week')} on ${listText(days)}`;
    case 'monthly-by-date':
      return every(pattern.interval, 'month');
    case 'monthly-by-weekday':
      return `on the ${POSITION_NAMES[String(pattern.monthWeek)]} ${listText(days)} of ${every(pattern.interval, 'month')}`;
    case 'yearly':
      return every(pattern.interval, 'year');
  }
}

/** Rules the editor cannot build but people still write: the 15th of the month, 5 March every year. */
function describeOther(parts: ReadonlyMap<string, string>): string | null {
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const names = [...parts.keys()].filter((name) => !['FREQ', 'INTERVAL', 'COUNT', 'UNTIL'].includes(name));
  const monthDay = parts.get('BYMONTHDAY');
  const freq = parts.get('FREQ');
  if (freq === 'MONTHLY' && names.join() === 'BYMONTHDAY' && monthDay !== undefined && !monthDay.includes(',')) {
    const day = dayOfMonthText(monthDay);
    return day ? `on the ${day} of ${every(interval, 'month')}` : null;
  }
  if (freq === 'MONTHLY' && ['BYDAY', 'BYDAY,BYSETPOS'].includes(names.join())) {
    const monthly = monthlyWeekdays(parts);
    const position = monthly && POSITION_NAMES[String(monthly.position)];
    if (!monthly || !position) return null;
    return `on the ${position} ${listText(monthly.weekdays.map((day) => WEEKDAY_NAMES[day]))} of ${every(interval, 'month')}`;
  }
  const month = parts.get('BYMONTH');
  if (freq === 'YEARLY' && [...names].sort().join() === 'BYMONTH,BYMONTHDAY' && month && monthDay) {
    if (month.includes(',') || monthDay.includes(',') || Number(monthDay) < 1) return null;
    return `${every(interval, 'year')} on ${Number(monthDay)} ${MONTH_NAMES[Number(month) - 1]}`;
  }
  return null;
}

/**
 * A rule in plain British English: "Every Tuesday", "Every week on Tuesday and Thursday", "On the
 * first Saturday of every month", "Every 2 weeks on Monday, 10 times", "Every day until 5 March 2027".
 * rrule's own toText is American ("March 5, 2027", "1st Saturday"), so this covers the usual patterns
 * itself and says "Repeats on a regular pattern" for the rest.
 */
export function describeRecurrence(rule: string): string {
  const parts = rruleParts(rule.trim());
  if (!parts) return FALLBACK_RECURRENCE_TEXT;
  const pattern = parseRrule(rule);
  const text = pattern ? describePattern(pattern) : describeOther(parts);
  if (!text) return FALLBACK_RECURRENCE_TEXT;

  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined) return capitalise(`${text}, ${count === '1' ? 'once only' : `${count} times`}`);
  if (until !== undefined) {
    const day = parseDayKey(untilDayKey(until));
    if (day) return capitalise(`${text} until ${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}`);
  }
  return capitalise(text);
}
