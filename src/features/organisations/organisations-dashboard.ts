import type { CollectionDashboardParts, FieldDefinition, TableColumn } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { ContactInputWithoutWebsite } from '@/collections/fields/contact-input';
import { SocialLinksInput } from '@/collections/fields/social-links-input';
import { VenueInput } from '@/collections/fields/venue-input';
import { ORGANISATION_KIND_LABELS, ORGANISATION_KINDS, type OrganisationItem } from './organisation-schema';

/** The editor's fields, in named sections: the name, summary and description too (the engine adds only the web address and publishing). */
export const organisationEditorFields: readonly FieldDefinition<OrganisationItem>[] = [
  contentField.title('About', 'Name'),
  contentField.summary('About'),
  {
    name: 'kind',
    label: 'Kind',
    kind: 'select',
    section: 'About',
    options: ORGANISATION_KINDS.map((kind) => ({ value: kind, label: ORGANISATION_KIND_LABELS[kind] })),
  },
  {
    name: 'charityNumber',
    label: 'Registered charity number',
    description: 'For charities registered in England and Wales: the page links to their entry in the register.',
    kind: 'text',
    section: 'About',
  },
  { name: 'logo', label: 'Logo', kind: 'image', section: 'About' },
  { name: 'website', label: 'Website', kind: 'url', section: 'Contact' },
  {
    name: 'contact',
    label: 'Contact details',
    kind: 'custom',
    component: ContactInputWithoutWebsite,
    section: 'Contact',
  },
  { name: 'socialLinks', label: 'Social media', kind: 'custom', component: SocialLinksInput, section: 'Contact' },
  {
    name: 'venue',
    label: 'Where to find you',
    description: 'An office, hall or field people can visit; with its position, the page shows it on a map.',
    kind: 'custom',
    component: VenueInput,
    section: 'Contact',
  },
  contentField.tags('About'),
  contentField.picture('Description and picture'),
  contentField.body('Description and picture'),
];

export const organisationTableColumns: readonly TableColumn<OrganisationItem>[] = [
  {
    label: 'Kind',
    render: (item) => ORGANISATION_KIND_LABELS[item.kind],
  },
];

/** The dashboard's parts: editor fields, table columns and search text. */
export const organisationsDashboard: CollectionDashboardParts<OrganisationItem> = {
  fields: organisationEditorFields,
  tableColumns: organisationTableColumns,
  searchText: (item) => [ORGANISATION_KIND_LABELS[item.kind], item.charityNumber ?? ''].join(' '),
};
