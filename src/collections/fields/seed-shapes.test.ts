import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { contactSchema } from './contact';
import { meetingPatternSchema, nextMeeting } from './meeting-pattern';
import { priceSchema } from './money';
import { openingHoursSchema, openingStatus } from './opening-hours';
import { peopleSchema } from './people';
import { socialLinksSchema } from './social-links';
import { venueSchema } from './venue';

// The directory types are built from these kinds: every seeded value must pass them.
const now = new Date('2026-11-23T12:00:00Z');
const { collections } = buildSeedData(now);
const items = (collection: string) => (collections[collection] ?? []).map((doc) => doc.data);

function expectValid(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.error, JSON.stringify(value)).toBeUndefined();
}

describe('seed values fit the field kinds', () => {
  it('clubs: meeting pattern, venue, contact, social links and membership fee', () => {
    const clubs = items('clubs');
    expect(clubs.length).toBeGreaterThan(5);
    for (const club of clubs) {
      expectValid(meetingPatternSchema, club.meetingPattern);
      expect(nextMeeting(club.meetingPattern as never, now)).not.toBeNull();
      if (club.venue) expectValid(venueSchema, club.venue);
      expectValid(contactSchema, club.contact);
      expectValid(socialLinksSchema, club.socialLinks);
      expectValid(priceSchema, (club.membership as { fee: unknown }).fee);
    }
  });

  it('businesses: opening hours (with bank holidays) and contact', () => {
    const businesses = items('businesses');
    expect(
      businesses.some(
        (business) => ((business.openingHours as { exceptions?: unknown[] }).exceptions ?? []).length > 0,
      ),
    ).toBe(true);
    for (const business of businesses) {
      // None given means open all day, every day (docs/specification.md §9).
      if (business.openingHours !== null) expectValid(openingHoursSchema, business.openingHours);
      expect(openingStatus(business.openingHours as never, now).text).toMatch(/^(Open now|Closed|Open 24 hours)/);
      expectValid(contactSchema, business.contact);
    }
  });

  it('committees: members and meeting pattern', () => {
    for (const committee of items('committees')) {
      expectValid(peopleSchema, committee.members);
      expectValid(meetingPatternSchema, committee.meetingPattern);
    }
  });

  it('organisations: contact', () => {
    for (const organisation of items('organisations')) expectValid(contactSchema, organisation.contact);
  });
});
