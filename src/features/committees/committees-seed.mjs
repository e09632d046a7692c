/**
 * The seed data of the committees feature: the demo committees (two hidden from visitors) and
 * committeeMembers, the accounts among each committee's members.
 */

import { slugify } from '../../lib/slug.mjs';
import { ADMIN, EDITOR, MEMBER, paragraphs } from '../../collections/seed/seed-context.mjs';

/**
 * The demo committees and their committeeMembers documents; a committee's id is its slug.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function committeesSeed({ base, doc, inMonth }) {
  const committees = [
    {
      title: 'Events Committee',
      summary: 'The volunteers behind the Hub’s calendar and its big days out.',
      purpose:
        'Plans the Hub’s calendar, supports groups running events and looks after the big days: the fun day, the makers’ markets and the Christmas lights.',
      members: [
        { name: 'Margaret Hale', role: 'Chair', uid: ADMIN.uid },
        { name: 'Tom Ashby', role: 'Secretary', uid: EDITOR.uid },
        { name: 'Sunita Rao', role: 'Volunteer coordinator', uid: null },
        { name: 'Gareth Price', role: 'Member', uid: null },
      ],
      meetingPattern: {
        text: 'First Monday of the month, 7.30pm, Town Hall committee room',
        rrule: 'FREQ=MONTHLY;BYDAY=1MO',
      },
      contactEmail: 'events@thornbury-hub.example',
      tags: ['events', 'volunteering'],
    },
    {
      title: 'Trail and Arts Committee',
      summary: 'Looks after the Creative Trail and the open studios weekend.',
      purpose:
        'Curates the Creative Trail, commissions new pieces with local artists and schools, and runs the open studios weekend.',
      members: [
        { name: 'Eleanor Brooks', role: 'Chair', uid: null },
        { name: 'Tom Ashby', role: 'Member', uid: EDITOR.uid },
        { name: 'Kwame Mensah', role: 'Artist liaison', uid: null },
      ],
      meetingPattern: {
        text: 'Every other Thursday, 6pm, Castle Court community room',
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH',
      },
      contactEmail: 'trail@thornbury-hub.example',
      tags: ['arts', 'creative-trail'],
    },
    {
      title: 'Finance and Governance Committee',
      summary: 'Keeps the Hub’s money, insurance and policies in good order.',
      purpose:
        'Oversees the Hub’s budget, grants, insurance and policies, and prepares the annual accounts for the AGM.',
      members: [
        { name: 'David Okafor', role: 'Treasurer', uid: null },
        { name: 'Margaret Hale', role: 'Member', uid: ADMIN.uid },
        { name: 'Helen Marsh', role: 'Independent examiner', uid: null },
      ],
      meetingPattern: { text: 'Quarterly, second Tuesday, 7pm, online', rrule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU' },
      contactEmail: 'treasurer@thornbury-hub.example',
      tags: ['finance', 'governance'],
    },
    {
      title: 'Green Spaces Committee',
      summary: 'Planting, litter picks and tree care around town.',
      purpose:
        'Works with the Town Council and the Friends of Mundy Playing Fields on planting, litter picks, verges and tree care.',
      members: [
        { name: 'Rosie Turner', role: 'Chair', uid: null },
        { name: 'Priya Shah', role: 'Member', uid: MEMBER.uid },
        { name: 'Alan Fry', role: 'Tree warden', uid: null },
      ],
      meetingPattern: {
        text: 'Last Wednesday of the month, 7pm, St Mary’s Church Hall',
        rrule: 'FREQ=MONTHLY;BYDAY=-1WE',
      },
      contactEmail: 'green@thornbury-hub.example',
      tags: ['green-spaces', 'environment'],
    },
    // Visitors must not see these two: one still being written, one announced next month.
    {
      title: 'Youth Forum',
      summary: 'Young people’s say in what the Hub does.',
      purpose: 'A say for young people aged 11 to 18 in what the Hub does, from the fun day to the skate park.',
      members: [{ name: 'Sunita Rao', role: 'Volunteer coordinator', uid: null }],
      meetingPattern: { text: 'To be agreed with the first members', rrule: null },
      contactEmail: null,
      tags: ['young-people'],
      status: 'draft',
    },
    {
      title: 'Heritage Committee',
      summary: 'Thornbury’s history, and a new blue plaques trail.',
      purpose: 'Records Thornbury’s history with the museum and the library, and plans the blue plaques trail.',
      members: [
        { name: 'Helen Marsh', role: 'Chair', uid: null },
        { name: 'Alan Fry', role: 'Secretary', uid: null },
      ],
      meetingPattern: { text: 'Second Thursday of the month, 7pm, Thornbury Museum', rrule: 'FREQ=MONTHLY;BYDAY=2TH' },
      contactEmail: 'heritage@thornbury-hub.example',
      tags: ['heritage', 'history'],
      publishAt: inMonth(1, 1, 9),
    },
  ];

  const committeeDocs = committees.map(
    ({ title, summary, purpose, members, meetingPattern, contactEmail, tags, status, publishAt }, index) => {
      const id = slugify(title);
      return doc({
        ...base({
          title,
          slug: id,
          summary,
          body: paragraphs(
            `Anyone who is a member of the Hub can join the ${title}: come to a meeting as a guest first and see how it works.`,
            contactEmail
              ? `Questions, ideas or something for the next agenda? Email [${contactEmail}](mailto:${contactEmail}).`
              : 'Ask at the Hub’s front desk about the next meeting.',
          ),
          tags,
          status,
          publishAt,
          age: [180 + index, 25 + index],
        }),
        purpose,
        // The public committee names its members; their accounts are in committeeMembers (below).
        members: members.map(({ name, role }) => ({ name, role })),
        meetingPattern,
        contactEmail,
      });
    },
  );
  // committeeMembers/{committeeId}: the accounts among each committee's members, who read its papers
  // (firestore.rules onCommittee); only editors and those members read it.
  const committeeMembers = committees.map(({ title, members }) => ({
    id: slugify(title),
    data: { memberUids: [...new Set(members.flatMap((member) => (member.uid ? [member.uid] : [])))] },
  }));

  return { committees: committeeDocs, committeeMembers };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = {
  writes: ['committees', 'committeeMembers'],
  // committeeMembers/{committeeId} lists the accounts among a committee's members: not content.
  notContent: ['committeeMembers'],
  build: committeesSeed,
};
