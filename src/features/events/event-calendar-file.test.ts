import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import {
  eventToIcs,
  eventsToIcsFeed,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  wallClock,
  zonedInstant,
  zoneOffsetMinutes,
  type CalendarEvent,
} from './event-calendar-file';
import { eventSchema, workshopSchema } from './event-schema';

// Early October: the weekly series cross the clocks going back on 25 October 2026.
const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const seedEvents: CalendarEvent[] = (seed.collections.events ?? []).map(({ id, data }) => ({
  ...eventSchema.parse(data),
  id,
}));
const seedWorkshops: CalendarEvent[] = (seed.collections.workshops ?? []).map(({ id, data }) => ({
  ...workshopSchema.parse(data),
  id,
}));

function seedEvent(slug: string): CalendarEvent {
  const found = [...seedEvents, ...seedWorkshops].find((event) => event.slug === slug);
  if (!found) throw new Error(`No seed event ${slug}`);
  return found;
}

const pageUrl = (event: CalendarEvent) => `${SITE}/events/${event.slug}`;

/** Parses a calendar and registers its time zones, as a calendar app would. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

function onlyEvent(text: string) {
  const calendar = parseCalendar(text);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0];
  if (!vevent) throw new Error('No VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

function propertyText(component: InstanceType<typeof ICAL.Component>, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : String(value);
}

const londonClock = (date: Date) => {
  const { hour, minute } = wallClock(date, 'Europe/London');
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** The unfolded text of the lines that start with `name`. */
function unfoldedLines(text: string, name: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith(name));
}

describe('time zone helpers', () => {
  it('reads the wall clock and offset in London, winter and summer', () => {
    expect(wallClock(new Date('2026-12-05T10:00:00Z'), 'Europe/London')).toEqual({
      year: 2026,
      month: 12,
      day: 5,
      hour: 10,
      minute: 0,
      second: 0,
    });
    expect(zoneOffsetMinutes(new Date('2026-12-05T10:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-07-05T10:00:00Z'), 'Europe/London')).toBe(60);
    expect(wallClock(new Date('2026-06-19T23:00:00Z'), 'Europe/London')).toMatchObject({ day: 20, hour: 0 });
  });

  it('turns a London wall clock back into the instant, either side of the clock change', () => {
    const clock = { year: 2026, month: 10, day: 24, hour: 19, minute: 30, second: 0 };
    expect(zonedInstant(clock, 'Europe/London').toISOString()).toBe('2026-10-24T18:30:00.000Z');
    expect(zonedInstant({ ...clock, day: 26 }, 'Europe/London').toISOString()).toBe('2026-10-26T19:30:00.000Z');
  });

  it('falls back to London for an unknown time zone rather than throwing', () => {
    expect(wallClock(new Date('2026-07-05T10:00:00Z'), 'Mars/Base').hour).toBe(11);
  });
});

describe('eventToIcs', () => {
  const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');

  it('writes one VEVENT with the event’s details, in UTC', () => {
    const text = eventToIcs(quiz, { url: pageUrl(quiz), now: NOW });
    const { calendar, vevent, event } = onlyEvent(text);
    expect(propertyText(calendar, 'version')).toBe('2.0');
    expect(propertyText(calendar, 'prodid')).toContain('Thornbury Community Hub');
    expect(propertyText(calendar, 'method')).toBe('PUBLISH');
    expect(event.uid).toBe('quiz-night-in-aid-of-the-food-larder@thornbury-hub.example');
    expect(event.summary).toBe('Quiz night in aid of the Food Larder');
    expect(event.startDate.toJSDate().toISOString()).toBe(quiz.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(quiz.endsAt?.toISOString());
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(event.location).toBe('The Armstrong Hall, Chapel Street, Thornbury, BS35 2BJ');
    expect(event.description).toBe(`${quiz.summary}\n\nMore information: ${pageUrl(quiz)}`);
    expect(propertyText(vevent, 'url')).toBe(pageUrl(quiz));
    expect(propertyText(vevent, 'status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([quiz.venue?.lat, quiz.venue?.lng]);
    expect(propertyText(vevent, 'categories')).toBe('Fundraising');
    expect((vevent.getFirstPropertyValue('dtstamp') as InstanceType<typeof ICAL.Time>).toJSDate()).toEqual(NOW);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.isRecurring()).toBe(false);
    expect(vevent.getFirstProperty('exdate')).toBeNull();
  });

  it('keeps the UID stable: the same event gives the same UID at any time, from the document id', () => {
    const first = onlyEvent(eventToIcs(quiz, { url: pageUrl(quiz), now: NOW })).event.uid;
    const later = onlyEvent(
      eventToIcs({ ...quiz, version: 4 }, { url: pageUrl(quiz), now: new Date('2027-01-01T00:00:00Z') }),
    ).event.uid;
    expect(later).toBe(first);
    const renamed = { ...quiz, slug: 'quiz-night-renamed' };
    expect(onlyEvent(eventToIcs(renamed, { url: pageUrl(renamed), now: NOW })).event.uid).toBe(first);
    const withoutId = { ...quiz, id: undefined };
    expect(onlyEvent(eventToIcs(withoutId, { url: pageUrl(quiz), now: NOW })).event.uid).toBe(first);
  });

  it('uses CRLF line ends everywhere and ends with one', () => {
    const text = eventToIcs(quiz, { url: pageUrl(quiz), now: NOW });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r[^\n]/);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character, and they unfold to the original', () => {
    const title = `Thornbury’s “big” café evening 🎉 ${'with songs, cake and a raffle – '.repeat(3)}end`.slice(0, 140);
    const summary = `${'Ünïcödé and emoji 🎶 everywhere, ’quoted’; with commas, semicolons; and a backslash \\ '.repeat(3)}`;
    const event = { ...quiz, title, summary };
    const text = eventToIcs(event, { url: pageUrl(quiz), now: NOW });
    const physical = text.split('\r\n').slice(0, -1);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(line.startsWith('\t')).toBe(false);
    }
    const parsed = onlyEvent(text).event;
    expect(parsed.summary).toBe(title);
    expect(parsed.description.startsWith(summary.trim())).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const event = {
      ...quiz,
      title: 'Fish, chips; and \\ peas',
      summary: 'Line one\nLine two',
      venue: quiz.venue && { ...quiz.venue, name: 'Hall; the big one, upstairs' },
    };
    const text = eventToIcs(event, { url: pageUrl(quiz), now: NOW });
    expect(text).toContain('SUMMARY:Fish\\, chips\\; and \\\\ peas');
    const parsed = onlyEvent(text).event;
    expect(parsed.summary).toBe('Fish, chips; and \\ peas');
    expect(parsed.description).toContain('Line one\nLine two');
    expect(parsed.location.startsWith('Hall; the big one, upstairs, ')).toBe(true);
  });

  it('marks a cancelled event CANCELLED and says so in the title', () => {
    const bowls = seedEvent('bowls-club-open-afternoon');
    const { vevent, event } = onlyEvent(eventToIcs(bowls, { url: pageUrl(bowls), now: NOW }));
    expect(propertyText(vevent, 'status')).toBe('CANCELLED');
    expect(event.summary).toBe('Cancelled: Bowls Club open afternoon');
  });

  it('writes an all-day event as DATE values in London, ending the next day', () => {
    const market = seedEvent('thornbury-makers-market');
    const text = eventToIcs(market, { url: pageUrl(market), now: NOW });
    const { event } = onlyEvent(text);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261120\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20261121\r\n');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-20');
    expect(event.endDate.toString()).toBe('2026-11-21');
  });

  it('takes the London date of an all-day event in summer, not the UTC one', () => {
    const market = seedEvent('thornbury-makers-market');
    // Midnight in London on 20 June is 23:00 UTC on 19 June.
    const summer = { ...market, startsAt: new Date('2026-06-19T23:00:00Z'), endsAt: new Date('2026-06-22T22:59:00Z') };
    const text = eventToIcs(summer, { url: pageUrl(market), now: NOW });
    expect(text).toContain('DTSTART;VALUE=DATE:20260620\r\n');
    // A three-day event (20 to 22 June) ends on the 23rd, exclusively.
    expect(text).toContain('DTEND;VALUE=DATE:20260623\r\n');
  });

  it('writes a weekly series in London time with its rules, so it keeps its time after the clocks change', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const text = eventToIcs(choir, { url: pageUrl(choir), now: NOW });
    const { calendar, event } = onlyEvent(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    expect(text).toContain('\r\nDTSTART;TZID=Europe/London:20261006T193000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Europe/London:20261006T210000\r\n');
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n');
    expect(text).toContain('\r\nEXDATE;TZID=Europe/London:20261020T193000\r\n');
    expect(event.isRecurring()).toBe(true);
    const rule = event.component.getFirstPropertyValue('rrule');
    expect(rule).toBeInstanceOf(ICAL.Recur);
    expect((rule as InstanceType<typeof ICAL.Recur>).freq).toBe('WEEKLY');
    expect((rule as InstanceType<typeof ICAL.Recur>).getComponent('byday')).toEqual(['TU']);
    const exdates = event.component
      .getAllProperties('exdate')
      .flatMap((property) => property.getValues() as InstanceType<typeof ICAL.Time>[]);
    expect(exdates.map((time) => time.toJSDate().toISOString())).toEqual(
      choir.recurrence?.exceptions.map((date) => date.toISOString()),
    );

    const iterator = event.iterator();
    const starts: Date[] = [];
    // ical.js skips EXDATEs itself, so this also checks that the skipped date matches an occurrence exactly.
    for (let next = iterator.next(); next && starts.length < 5; next = iterator.next()) starts.push(next.toJSDate());
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-06T18:30:00.000Z',
      '2026-10-13T18:30:00.000Z',
      // 20 October is skipped; the clocks go back on the 25th.
      '2026-10-27T19:30:00.000Z',
      '2026-11-03T19:30:00.000Z',
      '2026-11-10T19:30:00.000Z',
    ]);
    expect(new Set(starts.map(londonClock))).toEqual(new Set(['19:30']));
  });

  it('writes the skipped dates of an all-day series as dates', () => {
    const market = seedEvent('thornbury-makers-market');
    const monthly = {
      ...market,
      recurrence: {
        rrule: 'FREQ=MONTHLY;COUNT=6',
        exceptions: [new Date('2027-01-20T00:00:00Z'), new Date('2026-12-20T00:00:00Z')],
      },
    };
    const text = eventToIcs(monthly, { url: pageUrl(market), now: NOW });
    expect(unfoldedLines(text, 'EXDATE')).toEqual(['EXDATE;VALUE=DATE:20261220,20270120']);
    expect(text).not.toContain('VTIMEZONE');
    const { event } = onlyEvent(text);
    const exdates = event.component.getFirstProperty('exdate')?.getValues() as InstanceType<typeof ICAL.Time>[];
    expect(exdates.map((time) => [time.isDate, time.toString()])).toEqual([
      [true, '2026-12-20'],
      [true, '2027-01-20'],
    ]);
  });

  it('writes a series without skipped dates without an EXDATE line', () => {
    const run = seedEvent('running-club-thursday-run');
    const text = eventToIcs(run, { url: pageUrl(run), now: NOW });
    expect(text).not.toContain('EXDATE');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH\r\n');
  });

  it('falls back to UTC times for a series in a zone it has no rules for', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const utc = { ...choir, timeZone: 'UTC' };
    const text = eventToIcs(utc, { url: pageUrl(choir), now: NOW });
    expect(text).not.toContain('TZID');
    expect(text).toContain('DTSTART:20261006T183000Z\r\n');
    expect(unfoldedLines(text, 'EXDATE')).toEqual(['EXDATE:20261020T183000Z']);
  });

  it('uses the online link as the location of an online event, and lists it too for a hybrid one', () => {
    const talk = seedEvent('heritage-society-talk-thornburys-market-charter');
    const online = { ...talk, venue: null };
    const { vevent, event } = onlyEvent(eventToIcs(online, { url: pageUrl(talk), now: NOW }));
    expect(event.location).toBe('https://meet.example/thornbury-heritage-talk');
    expect(vevent.getFirstProperty('geo')).toBeNull();

    const hybrid = onlyEvent(eventToIcs(talk, { url: pageUrl(talk), now: NOW })).event;
    expect(hybrid.location).toContain('Thornbury Town Hall');
    expect(hybrid.description).toContain('Join online: https://meet.example/thornbury-heritage-talk');
  });

  it('leaves out links that are not web addresses', () => {
    const talk = seedEvent('heritage-society-talk-thornburys-market-charter');
    const sneaky = { ...talk, venue: null, onlineUrl: 'javascript:alert(1)' };
    const text = eventToIcs(sneaky, { url: pageUrl(talk), now: NOW });
    expect(text).not.toContain('javascript');
    expect(onlyEvent(text).vevent.getFirstProperty('location')).toBeNull();
  });

  it('gives a timed event with no end one hour', () => {
    const event = { ...quiz, endsAt: null };
    const parsed = onlyEvent(eventToIcs(event, { url: pageUrl(quiz), now: NOW })).event;
    expect(parsed.endDate.toJSDate().getTime() - quiz.startsAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('throws a clear error when the library refuses the event', () => {
    const broken = { ...quiz, startsAt: new Date(Number.NaN), endsAt: new Date(Number.NaN) };
    expect(() => eventToIcs(broken, { url: pageUrl(quiz), now: NOW })).toThrow(/^Could not make the calendar file: /);
    expect(() => eventToIcs(quiz, { url: 'not a url', now: NOW })).toThrow();
  });
});

describe('eventsToIcsFeed', () => {
  const all = [...seedEvents, ...seedWorkshops];

  it('lists every event once, under the calendar’s name', () => {
    const text = eventsToIcsFeed([...all, all[0] as CalendarEvent, all[3] as CalendarEvent], {
      siteUrl: `${SITE}/`,
      calendarName: 'Thornbury Community Hub events',
      now: NOW,
    });
    const calendar = parseCalendar(text);
    expect(propertyText(calendar, 'x-wr-calname')).toBe('Thornbury Community Hub events');
    const vevents = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(vevents).toHaveLength(all.length);
    expect(new Set(vevents.map((event) => event.uid)).size).toBe(all.length);
    expect(vevents.map((event) => event.summary).sort()).toEqual(
      all.map((event) => (event.cancelled ? `Cancelled: ${event.title}` : event.title)).sort(),
    );
    // One VTIMEZONE for all the London series.
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('links events and workshops to their own pages, and keeps same-slug ones apart', () => {
    const sourdough = seedEvent('beginners-sourdough');
    const clash = { ...seedEvent('quiz-night-in-aid-of-the-food-larder'), slug: sourdough.slug, id: sourdough.id };
    const calendar = parseCalendar(eventsToIcsFeed([sourdough, clash], { siteUrl: SITE, calendarName: 'x', now: NOW }));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => propertyText(vevent, 'url'))).toEqual([
      `${SITE}/workshops/beginners-sourdough`,
      `${SITE}/events/beginners-sourdough`,
    ]);
    expect(vevents.map((vevent) => propertyText(vevent, 'uid'))).toEqual([
      'workshop-beginners-sourdough@thornbury-hub.example',
      'beginners-sourdough@thornbury-hub.example',
    ]);
  });

  it('never writes a bare CR or LF from a field saved before the input checks (issue 17)', () => {
    const forged = 'Quiz\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free money\rURL:https://evil.example';
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const hostile: CalendarEvent = {
      ...quiz,
      title: forged,
      summary: 'Line\rbreak\nand\r\nmore \u202Egnp.exe',
      category: 'Fun\rX-EVIL:1',
      venue: quiz.venue ? { ...quiz.venue, name: 'Hall\r\nX-EVIL:2', address: 'Street\u0000\rX-EVIL:3' } : null,
      id: 'quiz\rX-EVIL:4',
    };
    for (const text of [
      eventsToIcsFeed([hostile, seedEvent('repair-cafe')], { siteUrl: SITE, calendarName: 'x', now: NOW }),
      eventToIcs(hostile, { url: pageUrl(quiz), now: NOW }),
    ]) {
      // Every CR starts a CRLF and every LF ends one; no control character is left inside a line.
      expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      // eslint-disable-next-line no-control-regex -- looking for the control characters themselves.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F\u202A-\u202E]/);
      // A lenient reader that ends lines at a lone CR finds no extra event or property either.
      const lenientLines = text.split(/\r\n|\r|\n/);
      expect(lenientLines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(text.includes('Repair') ? 2 : 1);
      expect(lenientLines.some((line) => /^(X-EVIL|SUMMARY:Free)/.test(line))).toBe(false);
    }
    const { event } = onlyEvent(eventToIcs(hostile, { url: pageUrl(quiz), now: NOW }));
    expect(event.summary).toBe('Quiz END:VEVENT BEGIN:VEVENT SUMMARY:Free money URL:https://evil.example');
    expect(event.description.startsWith('Line\nbreak\nand\nmore gnp.exe')).toBe(true);
  });

  it('makes a valid empty calendar when there is nothing to list', () => {
    const text = eventsToIcsFeed([], { siteUrl: SITE, calendarName: 'Nothing yet', now: NOW });
    const calendar = parseCalendar(text);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(propertyText(calendar, 'x-wr-calname')).toBe('Nothing yet');
  });
});

describe('calendar links', () => {
  const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
  const url = pageUrl(quiz);

  it('fills in Google Calendar with UTC times, the details and the London zone', () => {
    const link = new URL(googleCalendarUrl(quiz, url));
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    const params = link.searchParams;
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe(quiz.title);
    expect(params.get('dates')).toBe('20261112T190000Z/20261112T220000Z');
    expect(params.get('details')).toBe(`${quiz.summary}\n\nMore information: ${url}`);
    expect(params.get('location')).toBe('The Armstrong Hall, Chapel Street, Thornbury, BS35 2BJ');
    expect(params.get('ctz')).toBe('Europe/London');
    expect(params.has('recur')).toBe(false);
  });

  it('passes a series’ rule to Google', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const params = new URL(googleCalendarUrl(choir, pageUrl(choir))).searchParams;
    expect(params.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(params.get('dates')).toBe('20261006T183000Z/20261006T200000Z');
  });

  it('encodes every special character, with %20 rather than + for spaces', () => {
    const odd = { ...quiz, title: 'Fish & chips #1? 50% off + "free" = yes/no' };
    const google = googleCalendarUrl(odd, `${url}?a=1&b=2`);
    const outlook = outlookCalendarUrl(odd, `${url}?a=1&b=2`);
    for (const href of [google, outlook]) {
      const query = href.slice(href.indexOf('?') + 1);
      expect(query).not.toMatch(/[ #"+]/);
      expect(query).toContain('Fish%20%26%20chips%20%231%3F%2050%25%20off%20%2B%20%22free%22%20%3D%20yes%2Fno');
      const params = new URL(href).searchParams;
      expect(params.get('text') ?? params.get('subject')).toBe(odd.title);
      expect(params.get('details') ?? params.get('body')).toContain(`${url}?a=1&b=2`);
    }
  });

  it('gives a timed event with no end one hour in both links (not the year of the structured data)', () => {
    const open = { ...quiz, endsAt: null };
    expect(new URL(googleCalendarUrl(open, url)).searchParams.get('dates')).toBe('20261112T190000Z/20261112T200000Z');
    const outlook = new URL(outlookCalendarUrl(open, url)).searchParams;
    expect(outlook.get('startdt')).toBe('2026-11-12T19:00:00Z');
    expect(outlook.get('enddt')).toBe('2026-11-12T20:00:00Z');
  });

  it('writes all-day events as dates, ending the day after', () => {
    const market = seedEvent('thornbury-makers-market');
    expect(new URL(googleCalendarUrl(market, url)).searchParams.get('dates')).toBe('20261120/20261121');
    const outlook = new URL(outlookCalendarUrl(market, url)).searchParams;
    expect(outlook.get('startdt')).toBe('2026-11-20');
    expect(outlook.get('enddt')).toBe('2026-11-21');
    expect(outlook.get('allday')).toBe('true');
  });

  it('fills in Outlook with the subject, times, body and location', () => {
    const link = new URL(outlookCalendarUrl(quiz, url));
    expect(`${link.origin}${link.pathname}`).toBe('https://outlook.live.com/calendar/0/action/compose');
    const params = link.searchParams;
    expect(params.get('subject')).toBe(quiz.title);
    expect(params.get('startdt')).toBe('2026-11-12T19:00:00Z');
    expect(params.get('enddt')).toBe('2026-11-12T22:00:00Z');
    expect(params.get('allday')).toBe('false');
    expect(params.get('body')).toBe(`${quiz.summary}\n\nMore information: ${url}`);
    expect(params.get('location')).toBe('The Armstrong Hall, Chapel Street, Thornbury, BS35 2BJ');
  });

  it('tells Outlook users that a series has more dates, since Outlook cannot repeat it', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const body = new URL(outlookCalendarUrl(choir, pageUrl(choir))).searchParams.get('body');
    expect(body).toContain('repeating event');
  });

  it('leaves out an empty location', () => {
    const nowhere = { ...quiz, venue: null, onlineUrl: 'ftp://files.example/x' };
    expect(new URL(googleCalendarUrl(nowhere, url)).searchParams.has('location')).toBe(false);
  });
});

describe('icsFileName', () => {
  it('names the file after the slug', () => {
    expect(icsFileName(seedEvent('repair-cafe'))).toBe('repair-cafe.ics');
  });
});
