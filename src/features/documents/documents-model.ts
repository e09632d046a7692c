import type { AudienceFilters, FixedFilter } from '@/collections/define-collection';
import { defineModel } from '@/collections/define-collection';
import { documentSchema, emptyDocument } from './document-schema';
import { documentJsonLd } from './document-structured-data';

/**
 * What each reader's lists ask for (firestore.rules `mayReadDocument`): everyone the public documents;
 * members (and editors) the members-only ones too; people on a committee with an account (listed in
 * committeeMembers/{committeeId}, which only editors and those people read) that committee's papers.
 * Editors may read everything, so they ask once, for all.
 */
export const documentAudience: AudienceFilters = async (viewer, lookup) => {
  const sets: FixedFilter[][] = [[{ field: 'visibility', op: '==', value: 'public' }]];
  if (!viewer.uid) return sets;
  if (viewer.roles.includes('editor') || viewer.roles.includes('admin')) return [[]];
  if (viewer.roles.includes('member')) sets.push([{ field: 'visibility', op: '==', value: 'members' }]);
  const committees = await lookup.ids('committeeMembers', [
    { field: 'memberUids', op: 'array-contains', value: viewer.uid },
  ]);
  for (const id of committees) {
    sets.push([
      { field: 'visibility', op: '==', value: 'committee' },
      { field: 'committeeId', op: '==', value: id },
    ]);
  }
  return sets;
};

/** Documents without React: what build scripts, warming, seed checks and rules tests use. */
export const documentsModel = defineModel({
  schema: documentSchema,
  empty: emptyDocument,
  audienceFilters: documentAudience,
  structuredData: (item, url) => documentJsonLd(item, url),
  searchText: (item) => [item.category, item.file?.name ?? ''].join(' '),
});
