import type { FieldDefinition, TableColumn } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { ContactInputWithoutWebsite } from '@/collections/fields/contact-input';
import { OpeningHoursInput } from '@/collections/fields/opening-hours-input';
import { openingStatus } from '@/collections/fields/opening-hours';
import { ownerField } from '@/domains/accounts/owner-field';
import type { BusinessItem } from './business-schema';

const OwnerField = ownerField('listing', 'businesses');

export const businessEditorFields: readonly FieldDefinition<BusinessItem>[] = [
  contentField.title('About', 'Business name'),
  contentField.summary('About', {
    label: 'One-line summary',
    description: 'Shown on the card in the directory and in search results.',
  }),
  contentField.category('About', 'For example Food and drink, Shops or Trades.'),
  contentField.tags('About'),
  {
    name: 'openingHours',
    section: 'Opening hours',
    label: 'Opening hours',
    description: 'Leave it open all day every day if there are no set hours. Add bank holidays as special days.',
    kind: 'custom',
    component: OpeningHoursInput,
  },
  {
    name: 'address',
    section: 'Where',
    label: 'Address',
    description: 'Street, town and postcode on one line.',
    kind: 'text',
  },
  {
    name: 'lat',
    section: 'Where',
    label: 'Latitude (optional)',
    description: 'For an exact pin on the map, like 51.6093.',
    kind: 'number',
  },
  { name: 'lng', section: 'Where', label: 'Longitude (optional)', description: 'Like -2.5251.', kind: 'number' },
  {
    name: 'memberOffer',
    section: 'Member offer',
    label: 'Offer for Hub members (optional)',
    description: 'For example: 10% off on weekdays.',
    kind: 'text',
  },
  {
    name: 'contact',
    section: 'Contact',
    label: 'Contact details',
    kind: 'custom',
    component: ContactInputWithoutWebsite,
  },
  { name: 'website', section: 'Contact', label: 'Website (optional)', kind: 'url' },
  contentField.picture('Description and picture', 'Picture or logo'),
  contentField.body('Description and picture'),
  {
    name: 'ownerUid',
    section: 'Publishing',
    label: 'Managed by',
    description: 'The account that may edit this listing. Leave empty if no one outside the editors does.',
    kind: 'custom',
    component: OwnerField,
  },
];

/** The dashboard table's own columns: category and whether it is open now. */
export const businessTableColumns: readonly TableColumn<BusinessItem>[] = [
  { label: 'Category', render: (item) => item.category },
  { label: 'Open now', render: (item) => (openingStatus(item.openingHours, new Date()).open ? 'Open' : 'Closed') },
];

/** The dashboard's search also finds a business by its address, category and offer. */
export function businessSearchText(item: BusinessItem): string {
  return [item.category, item.address ?? '', item.memberOffer ?? ''].join(' ');
}
