import { lazy, Suspense, useEffect, useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import type { CollectionDashboardParts, CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { fileKind, fileSizeText, isWaitingFile } from '@/collections/fields/document-file';
import { loadReferenceOptions, type ReferenceOption } from '@/collections/fields/reference-options';
import { DEFAULT_TIME_ZONE } from '@/lib/london-time';
import {
  CATEGORY_LABELS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_VISIBILITIES,
  VISIBILITY_LABELS,
  type DocumentItem,
} from './document-schema';
import { documentDateText } from './document-format';

const BritishDateInput = lazy(() => import('@/collections/editor-date-input'));

/** The document's date alone (dd/mm/yyyy): a meeting's day for minutes and agendas. */
function DocumentDateInput({ value, onChange, errors, label, description }: CustomFieldProps<Date | null>) {
  return (
    <Suspense fallback={<TextInput label={label} description={description} disabled value="" readOnly />}>
      <BritishDateInput
        label={label}
        description={description}
        timeZone={DEFAULT_TIME_ZONE}
        dateOnly
        clearable
        value={value}
        onChange={onChange}
        error={errors['']}
      />
    </Suspense>
  );
}

/** The committee a document belongs to, chosen from the committees (this device's copy first, so offline works). */
function CommitteeInput({ value, onChange, errors, label, description }: CustomFieldProps<string | null>) {
  const [options, setOptions] = useState<ReferenceOption[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadReferenceOptions(['committees'], (fresh) => current && setOptions(fresh)).then(
      (loaded) => current && setOptions(loaded),
      () => current && setOptions([]),
    );
    return () => {
      current = false;
    };
  }, []);
  const known = options?.some((option) => option.id === value) ?? false;
  return (
    <NativeSelect
      label={label}
      description={description}
      error={errors['']}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      data={[
        { value: '', label: options === undefined ? 'Loading the committees…' : 'No committee' },
        // A committee no longer in the list (removed, or not on this device yet) stays chosen.
        ...(value && !known ? [{ value, label: value }] : []),
        ...(options ?? []).map((option) => ({ value: option.id, label: option.name })),
      ]}
    />
  );
}

/** The editor's fields for a document, in the order people fill them in. */
export const documentEditorFields: readonly FieldDefinition<DocumentItem>[] = [
  contentField.title('The document'),
  {
    name: 'file',
    section: 'The document',
    label: 'File',
    kind: 'file',
    description: 'A PDF, Word or OpenDocument file, a spreadsheet or a picture, up to 20 MB.',
  },
  {
    name: 'category',
    section: 'The document',
    label: 'Kind',
    kind: 'select',
    options: DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  },
  {
    name: 'date',
    section: 'The document',
    label: 'Date (optional)',
    kind: 'custom',
    component: DocumentDateInput,
    description: 'For minutes and agendas, the day of the meeting. Lists show the newest first.',
  },
  contentField.summary('The document', { description: 'One or two sentences on what is in it, for lists and search.' }),
  {
    name: 'committeeId',
    section: 'Who can read it',
    label: 'Committee (optional)',
    kind: 'custom',
    component: CommitteeInput,
    description: 'Its papers are listed on the committee’s page.',
  },
  {
    name: 'visibility',
    section: 'Who can read it',
    label: 'Who can read it',
    kind: 'select',
    options: DOCUMENT_VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] })),
    description:
      'Members only: people an administrator has made members. Committee members only: the committee’s members who have an account here.',
  },
  contentField.tags('More'),
  contentField.body('More', 'Notes shown on its page'),
];

/** The dashboard's parts for documents: editor fields, table columns and what its search reads. */
export const documentsDashboard: CollectionDashboardParts<DocumentItem> = {
  fields: documentEditorFields,
  tableColumns: [
    { label: 'Kind', render: (item) => CATEGORY_LABELS[item.category] },
    {
      label: 'Date',
      render: (item) => (item.date ? documentDateText(item.date) : '—'),
      sortBy: { field: 'date', direction: 'desc' },
    },
    {
      label: 'Who can read it',
      render: (item) => VISIBILITY_LABELS[item.visibility],
    },
    {
      label: 'File',
      render: (item) =>
        !item.file
          ? 'No file'
          : isWaitingFile(item.file)
            ? 'Waiting to upload'
            : `${fileKind(item.file.contentType)}, ${fileSizeText(item.file.size)}`,
    },
  ],
  searchText: (item) =>
    [item.summary, CATEGORY_LABELS[item.category], VISIBILITY_LABELS[item.visibility], item.file?.name ?? ''].join(' '),
};
