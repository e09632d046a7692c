import type { CollectionPublicParts } from '@/collections/define-collection';
import type { OrganisationItem } from './organisation-schema';
import { OrganisationCard, OrganisationDetails } from './organisation-views';

/** What visitors' pages show of organisations. */
export const organisationsPublic: CollectionPublicParts<OrganisationItem> = {
  card: OrganisationCard,
  detailSections: [OrganisationDetails],
};
