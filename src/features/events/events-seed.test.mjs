/** The events’ demo data: the field contract, the required mix, and dates that stay upcoming and on London time. */
import { describe, expect, it } from 'vitest';
import { buildSeedData, londonParts, londonTime } from '../../../scripts/seed-data.mjs';
import {
  AWKWARD_MOMENTS as MOMENTS,
  documentsOf as all,
  isDate,
  isNullableNumber,
  isNullableString,
  isStringOfLength,
  SEED_DATA as data,
  SEED_NOW as NOW,
} from '../../collections/seed/seed-test-helpers.mjs';

const RRULE =
  /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;(INTERVAL=\d+|COUNT=\d+|UNTIL=\d{8}(T\d{6}Z?)?|BYDAY=([+-]?\d?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?\d?(MO|TU|WE|TH|FR|SA|SU))*|BYMONTHDAY=-?\d+(,-?\d+)*|BYMONTH=\d+(,\d+)*))*$/;

/** The end of the fourth calendar month after the current one, in London. */
function endOfFourthMonth(now) {
  const { year, month } = londonParts(now);
  return londonTime(year, month + 5, 1);
}

describe('events and workshops', () => {
  const checkEventFields = (where, doc) => {
    expect(isDate(doc.startsAt), `${where} startsAt`).toBe(true);
    expect(doc.endsAt === null || doc.endsAt > doc.startsAt, `${where} endsAt`).toBe(true);
    expect(typeof doc.allDay).toBe('boolean');
    expect(doc.timeZone).toBe('Europe/London');
    if (doc.recurrence !== null) {
      expect(Object.keys(doc.recurrence).sort()).toEqual(['exceptions', 'rrule']);
      expect(isStringOfLength(doc.recurrence.rrule, 1, 500)).toBe(true);
      expect(doc.recurrence.exceptions.length).toBeLessThanOrEqual(200);
      for (const exception of doc.recurrence.exceptions) expect(isDate(exception)).toBe(true);
    }
    if (doc.venue !== null) {
      expect(Object.keys(doc.venue).sort()).toEqual(['address', 'lat', 'lng', 'name', 'postcode']);
      expect(isNullableNumber(doc.venue.lat) && isNullableNumber(doc.venue.lng)).toBe(true);
    }
    expect(isNullableString(doc.onlineUrl)).toBe(true);
    if (doc.organiser !== null) {
      expect(['clubs', 'organisations', 'committees']).toContain(doc.organiser.collection);
      const target = data.collections[doc.organiser.collection].find((entry) => entry.id === doc.organiser.id);
      expect(target, `${where} organiser resolves`).toBeDefined();
      expect(doc.organiser.name).toBe(target.data.title);
    }
    expect(doc.price.currency).toBe('GBP');
    expect(Number.isInteger(doc.price.amountPence) && doc.price.amountPence >= 0).toBe(true);
    expect(doc.price.free).toBe(doc.price.amountPence === 0);
    expect(doc.capacity === null || Number.isInteger(doc.capacity)).toBe(true);
    expect(isNullableString(doc.bookingUrl)).toBe(true);
    expect(isStringOfLength(doc.category, 1, 40)).toBe(true);
    expect(isStringOfLength(doc.accessibility, 0, 1000)).toBe(true);
    expect(typeof doc.cancelled).toBe('boolean');
  };

  it('follow the field contract, at least six workshops among them', () => {
    expect(data.collections.workshops.length).toBeGreaterThanOrEqual(6);
    for (const { id, data: doc } of data.collections.events) checkEventFields(`events/${id}`, doc);
    for (const { id, data: doc } of data.collections.workshops) {
      checkEventFields(`workshops/${id}`, doc);
      expect(typeof doc.facilitator).toBe('string');
      expect(['beginner', 'intermediate', 'advanced', 'all']).toContain(doc.skillLevel);
      expect(typeof doc.materials).toBe('string');
      expect(typeof doc.ageRange).toBe('string');
    }
  });

  it('has the required mix: recurring (one with an exception), cancelled, drafts, scheduled', () => {
    const events = all('events');
    const recurring = events.filter((event) => event.recurrence);
    expect(recurring.length).toBeGreaterThanOrEqual(4);
    expect(recurring.some((event) => event.recurrence.rrule === 'FREQ=WEEKLY;BYDAY=TU')).toBe(true);
    expect(recurring.filter((event) => event.recurrence.exceptions.length > 0).length).toBeGreaterThanOrEqual(1);
    expect(events.filter((event) => event.cancelled)).toHaveLength(2);
    expect(events.filter((event) => event.status === 'draft')).toHaveLength(3);
    const scheduled = events.filter((event) => event.status === 'published' && event.publishAt > NOW);
    expect(scheduled).toHaveLength(2);
    for (const event of scheduled) expect(event.publishAt < event.startsAt).toBe(true);
  });

  it('recurrence rules parse as RRULEs', () => {
    for (const doc of [...all('events'), ...all('workshops')]) {
      if (doc.recurrence) expect(doc.recurrence.rrule).toMatch(RRULE);
    }
  });

  it.each(MOMENTS.map((moment) => [moment.toISOString(), moment]))(
    'are all upcoming, within the coming four months (now = %s)',
    (_label, now) => {
      const built = buildSeedData(now);
      const limit = endOfFourthMonth(now);
      const events = all('events', built);
      expect(events.length).toBeGreaterThanOrEqual(30);
      for (const doc of [...events, ...all('workshops', built)]) {
        expect(doc.startsAt > now, `${doc.slug} ${doc.startsAt.toISOString()} after now`).toBe(true);
        expect(doc.startsAt < limit, `${doc.slug} ${doc.startsAt.toISOString()} within four months`).toBe(true);
        if (doc.publishAt) expect(doc.publishAt > now).toBe(true);
        for (const exception of doc.recurrence?.exceptions ?? []) expect(exception > doc.startsAt).toBe(true);
      }
    },
  );

  it.each(MOMENTS.map((moment) => [moment.toISOString(), moment]))(
    'keep London wall-clock times and weekdays across the clock changes (now = %s)',
    (_label, now) => {
      const events = buildSeedData(now).collections.events;
      const choir = events.find((entry) => entry.id === 'community-choir-rehearsal').data;
      const start = londonParts(choir.startsAt);
      expect([start.weekday, start.hour, start.minute]).toEqual([2, 19, 30]); // Tuesday 7.30pm
      const exception = londonParts(choir.recurrence.exceptions[0]);
      expect([exception.weekday, exception.hour, exception.minute]).toEqual([2, 19, 30]);
      const repair = londonParts(events.find((entry) => entry.id === 'repair-cafe').data.startsAt);
      expect([repair.weekday, repair.day <= 7, repair.hour]).toEqual([6, true, 10]); // first Saturday, 10am
    },
  );
});
