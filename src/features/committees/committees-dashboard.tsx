import { TextInput } from '@mantine/core';
import type { CollectionDashboardParts, CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { MeetingPatternInput } from '@/collections/fields/meeting-pattern-input';
import { PeopleInput } from '@/collections/fields/people-input';
import { nextMeetingText } from '@/collections/fields/meeting-pattern';
import type { CommitteeItem } from './committee-schema';

/** An optional email address: an empty box is stored as null, as the schema expects. */
function ContactEmailInput({ value, onChange, errors, label, description }: CustomFieldProps<string | null>) {
  return (
    <TextInput
      type="email"
      autoComplete="off"
      label={label}
      description={description}
      value={value ?? ''}
      error={errors['']}
      onChange={(event) => onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)}
    />
  );
}

/** The editor's fields for a committee, in the order people fill them in. */
export const committeeEditorFields: readonly FieldDefinition<CommitteeItem>[] = [
  contentField.title('About', 'Name'),
  contentField.summary('About'),
  {
    name: 'purpose',
    section: 'About',
    label: 'What the committee does',
    kind: 'textarea',
    description: 'Shown near the top of its page.',
  },
  contentField.tags('About'),
  {
    name: 'members',
    section: 'Members',
    label: 'Members',
    kind: 'custom',
    component: PeopleInput,
    description:
      'Shown on the committee’s page. Which accounts read its papers is set in “Who reads the papers” in the menu.',
  },
  {
    name: 'meetingPattern',
    section: 'Meetings',
    label: 'Meetings',
    kind: 'custom',
    component: MeetingPatternInput,
  },
  {
    name: 'contactEmail',
    section: 'Contact',
    label: 'Contact email (optional)',
    kind: 'custom',
    component: ContactEmailInput,
    description: 'Shown on the committee’s page.',
  },
  contentField.picture('Description and picture', 'Picture or logo'),
  contentField.body('Description and picture'),
];

/** The dashboard's parts for committees: editor fields, table columns and what its search reads. */
export const committeesDashboard: CollectionDashboardParts<CommitteeItem> = {
  fields: committeeEditorFields,
  tableColumns: [
    {
      label: 'Members',
      render: (item) => String(item.members.length),
    },
    {
      label: 'Next meeting',
      render: (item) => nextMeetingText(item.meetingPattern, new Date())?.replace(/^Next: /, '') ?? '—',
    },
  ],
  searchText: (item) =>
    [item.purpose, item.contactEmail ?? '', ...item.members.flatMap((person) => [person.name, person.role])].join(' '),
};
