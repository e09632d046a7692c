import type { CollectionDashboardParts, FieldDefinition, TableColumn } from '@/collections/define-collection';
import { ContactInput, SocialLinksInput } from '@/collections/fields/field-inputs';
import { ORGANISATION_KIND_LABELS, ORGANISATION_KINDS, type OrganisationItem } from './organisation-schema';

/** The editor's fields, in named sections (the base fields come from the engine). */
export const organisationEditorFields: readonly FieldDefinition<OrganisationItem>[] = [
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
  { name: 'contact', label: 'Contact details', kind: 'custom', component: ContactInput, section: 'Contact' },
  { name: 'socialLinks', label: 'Social media', kind: 'custom', component: SocialLinksInput, section: 'Contact' },
];

export const organisationTableColumns: readonly TableColumn<OrganisationItem>[] = [
  {
    label: 'Kind',
    render: (item) => ORGANISATION_KIND_LABELS[item.kind],
    sortValue: (item) => ORGANISATION_KIND_LABELS[item.kind],
  },
];

/** The dashboard's parts: editor fields, table columns and search text. */
export const organisationsDashboard: CollectionDashboardParts<OrganisationItem> = {
  fields: organisationEditorFields,
  tableColumns: organisationTableColumns,
  searchText: (item) => [ORGANISATION_KIND_LABELS[item.kind], item.charityNumber ?? ''].join(' '),
};
