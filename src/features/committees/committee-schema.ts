import * as z from 'zod';
import { baseContentSchema } from '@/collections/content-schema';
import { emailSchema } from '@/collections/fields/contact';
import { meetingPatternSchema } from '@/collections/fields/meeting-pattern';
import { peopleSchema } from '@/collections/fields/people';
import { multiLineString, singleLineString } from '@/lib/plain-text';

/**
 * Committees (CONTENT-MODEL): what they are for, who sits on them, when they meet and how to reach
 * them. The same limits are in firestore.rules (`validCommittee`); messages show in the editor as they are.
 */

export const MAX_COMMITTEE_DOCUMENTS = 500;

export const committeeFieldsSchema = z.object({
  purpose: multiLineString({ error: 'Please say what the committee does.' })
    .trim()
    .min(1, 'Please say what the committee does.')
    .max(2000, 'Please keep the purpose under 2,000 characters.'),
  members: peopleSchema,
  // The account ids among the members, worked out on save (withMemberUids): firestore.rules and storage.rules
  // cannot look inside the members list, and this is how they let a committee's members read its papers.
  memberUids: z.array(singleLineString().min(1).max(128)).max(100).default([]),
  meetingPattern: meetingPatternSchema.nullable(),
  contactEmail: emailSchema.nullable(),
  // Ids of documents in `documents` (minutes, agendas): listed on the page once documents have their own pages.
  documents: z
    .array(
      singleLineString({ error: 'A paper’s reference must be text.' })
        .min(1, 'A paper’s reference is empty.')
        .max(128, 'A paper’s reference is too long.'),
    )
    .max(MAX_COMMITTEE_DOCUMENTS, `Please link no more than ${MAX_COMMITTEE_DOCUMENTS} papers.`),
});

export const committeeSchema = baseContentSchema.extend(committeeFieldsSchema.shape);

export type CommitteeItem = z.infer<typeof committeeSchema>;

/** A new committee in the editor: no members yet, no meeting pattern, no papers. */
export function emptyCommittee(): Partial<CommitteeItem> {
  return {
    tags: [],
    purpose: '',
    members: [],
    memberUids: [],
    meetingPattern: null,
    contactEmail: null,
    documents: [],
  };
}

/** The committee with `memberUids` matching its members' accounts (each once, in the members' order). */
export function withMemberUids<Item extends Pick<CommitteeItem, 'members' | 'memberUids'>>(item: Item): Item {
  const uids = item.members.flatMap((member) => (member.uid ? [member.uid] : []));
  return { ...item, memberUids: [...new Set(uids)] };
}
