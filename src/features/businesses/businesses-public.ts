import type { CollectionPublicParts } from '@/collections/define-collection';
import type { BusinessItem } from './business-schema';
import { BusinessCard, BusinessDetailSections } from './business-views';

/** What visitors see of businesses: the card and the detail page's sections. */
export const businessesPublic: CollectionPublicParts<BusinessItem> = {
  card: BusinessCard,
  detailSections: [BusinessDetailSections],
};
