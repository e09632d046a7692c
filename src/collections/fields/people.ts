import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';

export const MAX_PEOPLE = 100;

/** Officers and members: a name, a free-text role (Chair, Treasurer…) and optionally their account. */
export const personSchema = z.object({
  name: singleLineString({ error: 'Please give the person’s name.' })
    .trim()
    .min(1, 'Please give the person’s name.')
    .max(140, 'Please keep the name under 140 characters.'),
  role: singleLineString({ error: 'Please give their role, like Chair or Member.' })
    .trim()
    .max(80, 'Please keep the role under 80 characters.'),
  uid: singleLineString()
    .min(1, 'The account reference is empty.')
    .max(128, 'The account reference is too long.')
    .nullable()
    .optional(),
});

export const peopleSchema = z.array(personSchema).max(MAX_PEOPLE, `Please list no more than ${MAX_PEOPLE} people.`);

export type Person = z.infer<typeof personSchema>;

/** Roles offered in the editor; any other text is allowed. */
export const COMMON_ROLES = ['Chair', 'Vice-chair', 'Secretary', 'Treasurer', 'Member', 'Volunteer'] as const;

/** Officers first in the usual order, then everyone else as listed. */
export function sortPeople(people: readonly Person[]): Person[] {
  const rank = (role: string) => {
    const index = COMMON_ROLES.findIndex((common) => common.toLowerCase() === role.trim().toLowerCase());
    return index === -1 || COMMON_ROLES[index] === 'Member' || COMMON_ROLES[index] === 'Volunteer' ? 10 : index;
  };
  return people
    .map((person, index) => ({ person, index }))
    .sort((a, b) => rank(a.person.role) - rank(b.person.role) || a.index - b.index)
    .map((entry) => entry.person);
}
