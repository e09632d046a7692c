import type { CollectionPublicParts } from '@/collections/define-collection';
import { CommitteeCard, CommitteeDetailSections } from './committee-views';
import type { CommitteeItem } from './committee-schema';

/** What visitors see of committees: a card in the list, and the sections of a committee's page. */
export const committeesPublic: CollectionPublicParts<CommitteeItem> = {
  card: CommitteeCard,
  detailSections: [CommitteeDetailSections],
};
