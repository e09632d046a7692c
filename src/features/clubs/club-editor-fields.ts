import type { FieldDefinition, TableColumn } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { ContactInput } from '@/collections/fields/contact-input';
import { MeetingPatternInput } from '@/collections/fields/meeting-pattern-input';
import { SocialLinksInput } from '@/collections/fields/social-links-input';
import { VenueInput } from '@/collections/fields/venue-input';
import { nextMeeting } from '@/collections/fields/meeting-pattern';
import { priceText } from '@/collections/fields/money';
import { dayKeyText, londonDayKey } from '@/lib/london-time';
import { MembershipInput } from './club-membership-input';
import type { ClubItem } from './club-schema';

/** The editor's fields for a club, in named sections, in the order people fill them in. */
export const clubEditorFields: readonly FieldDefinition<ClubItem>[] = [
  contentField.title('About the club', 'Name'),
  contentField.summary('About the club'),
  contentField.category(
    'About the club',
    'Choose one already in use, or type a new one (like Sport, Music or Arts and crafts).',
  ),
  contentField.tags('About the club'),
  {
    name: 'meetingPattern',
    section: 'Meetings',
    label: 'When you meet',
    kind: 'custom',
    component: MeetingPatternInput,
  },
  { name: 'venue', section: 'Meetings', label: 'Where you meet', kind: 'custom', component: VenueInput },
  { name: 'membership', section: 'Joining', label: 'Membership', kind: 'custom', component: MembershipInput },
  { name: 'contact', section: 'Contact', label: 'Contact details', kind: 'custom', component: ContactInput },
  {
    name: 'socialLinks',
    section: 'Contact',
    label: 'Pages elsewhere',
    kind: 'custom',
    component: SocialLinksInput,
    description: 'Facebook, Instagram and the like.',
  },
  { name: 'logo', section: 'Description and pictures', label: 'Logo', kind: 'image' },
  contentField.picture('Description and pictures'),
  contentField.body('Description and pictures'),
];

/** The dashboard table's own columns: category, fee and the next meeting. */
export const clubTableColumns: readonly TableColumn<ClubItem>[] = [
  { label: 'Category', render: (item) => item.category },
  {
    label: 'Next meeting',
    render: (item) => {
      const next = nextMeeting(item.meetingPattern, new Date());
      return next ? dayKeyText(londonDayKey(next)) : '—';
    },
  },
];

/** More text the dashboard's search looks at: category, where and when it meets. */
export function clubSearchText(item: ClubItem): string {
  return [item.category, item.venue?.name ?? '', item.meetingPattern?.text ?? '', priceText(item.membership.fee)].join(
    ' ',
  );
}
