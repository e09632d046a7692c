import * as z from 'zod';
import { baseContentSchema } from '@/collections/content-schema';
import { emailSchema } from '@/collections/fields/contact';
import { meetingPatternSchema } from '@/collections/fields/meeting-pattern';
import { MAX_PEOPLE, personSchema } from '@/collections/fields/people';
import { multiLineString } from '@/lib/plain-text';

/**
 * Committees (docs/content-model.md): what they are for, who sits on them, when they meet and how to reach
 * them. The same limits are in firestore.rules (`committeesFields`, written from this schema); messages show in the editor as they are.
 */

/**
 * A member as the public sees them: a name and a role, never their account. Which accounts sit on the
 * committee (who reads its papers) is kept apart, in committeeMembers/{id}, which only editors and those
 * members read (firestore.rules). Its papers are not listed here either: the committee's page shows the
 * documents that name it, as far as the reader may see them (documents' `committeeId`).
 */
export const committeeMemberSchema = personSchema.omit({ uid: true });

export const committeeFieldsSchema = z.object({
  purpose: multiLineString({ error: 'Please say what the committee does.' })
    .trim()
    .min(1, 'Please say what the committee does.')
    .max(2000, 'Please keep the purpose under 2,000 characters.'),
  members: z.array(committeeMemberSchema).max(MAX_PEOPLE, `Please list no more than ${MAX_PEOPLE} people.`),
  meetingPattern: meetingPatternSchema.nullable(),
  contactEmail: emailSchema.nullable(),
});

export const committeeSchema = baseContentSchema.extend(committeeFieldsSchema.shape);

export type CommitteeItem = z.infer<typeof committeeSchema>;

/** A new committee in the editor: no members yet, no meeting pattern. */
export function emptyCommittee(): Partial<CommitteeItem> {
  return {
    tags: [],
    purpose: '',
    members: [],
    meetingPattern: null,
    contactEmail: null,
  };
}

/**
 * The committee as it is saved: each member a name and a role only. The editor's members list adds an
 * empty account to a new row, and the rules refuse any account on the public committee.
 */
export function withPublicMembers<Item extends Pick<CommitteeItem, 'members'>>(item: Item): Item {
  return { ...item, members: item.members.map(({ name, role }) => ({ name, role })) };
}
