import { defineModel } from '@/collections/define-collection';
import { committeeSchema, emptyCommittee, withPublicMembers } from './committee-schema';
import { committeeJsonLd } from './committee-structured-data';

/** Committees without React: what build scripts, warming, seed checks and rules tests use. */
export const committeesModel = defineModel({
  schema: committeeSchema,
  empty: emptyCommittee,
  beforeSave: (item) => withPublicMembers(item),
  structuredData: (item, url) => committeeJsonLd(item, url),
  // Every published committee has someone to contact: its page would otherwise be a dead end.
  seedCheck: (documents) =>
    documents.flatMap(({ id, data }) => {
      const item = committeeSchema.safeParse(data);
      if (!item.success || item.data.status !== 'published') return [];
      return item.data.members.length === 0 && item.data.contactEmail === null
        ? [`committees/${id}: a published committee needs members or a contact email`]
        : [];
    }),
});
