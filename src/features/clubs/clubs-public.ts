import type { CollectionPublicParts } from '@/collections/define-collection';
import { ClubCard } from './club-card';
import { ClubDetailSections } from './club-detail-sections';
import type { ClubItem } from './club-schema';

/** What visitors' pages show of clubs. */
export const clubsPublic: CollectionPublicParts<ClubItem> = {
  card: ClubCard,
  detailSections: [ClubDetailSections],
};
