/**
 * The seed data of the documents feature: the demo documents library (public, members' and committee
 * papers); committee papers point at the seeded committees. Each file is a small one-page PDF made by
 * seedPdf (src/collections/seed/seed-files.mjs); scripts/seed.mjs uploads it to the Storage emulator when
 * one is running and fills in `url` (empty here: "not uploaded yet").
 */

import { slugify } from '../../lib/slug.mjs';
import { DAY_MS, londonParts, paragraphs } from '../../collections/seed/seed-context.mjs';
import { seedFilePath, seedPdf } from '../../collections/seed/seed-files.mjs';

/**
 * The demo documents, dated from `now`.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 * @param {Record<string, { id: string, data: { title: string } }[]>} seeded the committees seeded before
 */
export function documentsSeed({ base, doc, inDays, inMonth, nowMinute }, { committees }) {
  const committeeIds = Object.fromEntries(committees.map((entry) => [entry.data.title, entry.id]));
  /** The `nth` `weekday` (0 = Sunday) of month `offset` after the current one (nth -1: the last), at a London time. */
  const nthWeekdayOfMonth = (offset, nth, weekday, hour, minute = 0) => {
    if (nth > 0) {
      const first = londonParts(inMonth(offset, 1, 12)).weekday;
      return inMonth(offset, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7, hour, minute);
    }
    const last = londonParts(inMonth(offset + 1, 0, 12)); // day 0 of the next month: this month's last day
    return inMonth(offset, last.day - ((last.weekday - weekday + 7) % 7), hour, minute);
  };
  /** The latest meeting on the `nth` `weekday` of a month at least a week before today (papers take a while). */
  const lastMeeting = (nth, weekday, hour, minute = 0) => {
    for (let offset = 0; ; offset -= 1) {
      const date = nthWeekdayOfMonth(offset, nth, weekday, hour, minute);
      if (date.getTime() <= nowMinute.getTime() - 7 * DAY_MS) return date;
    }
  };
  // Last year's AGM: a year before this year's (the Community Hub AGM event, two months ahead on the 17th).
  const lastAgm = inMonth(2 - 12, 17, 19);
  const documentList = [
    {
      title: 'Annual report',
      category: 'report',
      visibility: 'public',
      committee: null,
      // Published with the AGM papers, two weeks before the meeting.
      date: inMonth(2 - 12, 3, 12),
      fileName: 'annual-report.pdf',
    },
    {
      title: 'AGM minutes',
      category: 'minutes',
      visibility: 'public',
      committee: 'Finance and Governance Committee',
      date: lastAgm,
      fileName: 'agm-minutes.pdf',
    },
    {
      title: 'Safeguarding policy',
      category: 'policy',
      visibility: 'public',
      committee: null,
      date: inDays(-200, 12),
      fileName: 'safeguarding-policy.pdf',
    },
    {
      title: 'Hall booking form',
      category: 'form',
      visibility: 'public',
      committee: null,
      date: inDays(-120, 12),
      fileName: 'hall-booking-form.pdf',
    },
    {
      title: 'Volunteer handbook',
      category: 'policy',
      visibility: 'members',
      committee: null,
      date: inDays(-90, 12),
      fileName: 'volunteer-handbook.pdf',
    },
    {
      title: 'Events Committee agenda',
      category: 'agenda',
      visibility: 'members',
      committee: 'Events Committee',
      // First Monday of the month, 7.30pm.
      date: lastMeeting(1, 1, 19, 30),
      fileName: 'events-agenda.pdf',
    },
    {
      title: 'Finance Committee minutes',
      category: 'minutes',
      visibility: 'committee',
      committee: 'Finance and Governance Committee',
      // Second Tuesday (quarterly), 7pm.
      date: lastMeeting(2, 2, 19),
      fileName: 'finance-minutes.pdf',
    },
    {
      title: 'Green Spaces Committee minutes',
      category: 'minutes',
      visibility: 'committee',
      committee: 'Green Spaces Committee',
      // Last Wednesday of the month, 7pm.
      date: lastMeeting(-1, 3, 19),
      fileName: 'green-spaces-minutes.pdf',
    },
    {
      title: 'Trail commissioning report',
      category: 'report',
      visibility: 'committee',
      committee: 'Trail and Arts Committee',
      date: inDays(-45, 12),
      fileName: 'trail-commissioning-report.pdf',
    },
  ];
  const documents = documentList.map(
    ({ title, category, visibility, committee: committeeTitle, date, fileName }, index) => {
      const slug = slugify(title);
      return doc({
        ...base({
          title,
          slug,
          summary: `${title} of the Thornbury Community Hub${visibility === 'public' ? '' : ` (${visibility} only)`}.`,
          body: paragraphs(`${title}. Download the file for the full text.`),
          tags: [category],
          age: [30 + index * 4, 10 + index],
        }),
        file: {
          path: seedFilePath(slug, fileName),
          url: '',
          contentType: 'application/pdf',
          size: seedPdf(title).length,
          name: fileName,
        },
        category,
        date,
        committeeId: committeeTitle ? committeeIds[committeeTitle] : null,
        visibility,
      });
    },
  );

  return { documents };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['documents'], needs: ['committees'], build: documentsSeed };
