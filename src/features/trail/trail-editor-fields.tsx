import type { CustomFieldProps, FieldDefinition, TableColumn } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import type { AudioFile } from '@/collections/fields/audio-file';
import { AUDIO_FILES, FilePicker } from '@/collections/fields/file-picker';
import type { TrailStop } from './trail-schema';
import { TrailLatitudeField, TrailLongitudeField } from './trail-place-field';

/** The audio guide: chosen, dropped or pasted, kept in the upload outbox and sent when there is a connection. */
function AudioGuideField({ value, onChange, errors, label, description }: CustomFieldProps<AudioFile | null>) {
  return (
    <FilePicker
      label={label}
      description={description}
      name="audio"
      value={value}
      onChange={onChange}
      errors={errors}
      kind={AUDIO_FILES}
    />
  );
}

export const trailEditorFields: readonly FieldDefinition<TrailStop>[] = [
  contentField.title('The work', 'Title of the work'),
  { name: 'artist', section: 'The work', label: 'Artist', description: 'A person, a group or both.', kind: 'text' },
  {
    name: 'medium',
    section: 'The work',
    label: 'Medium',
    description: 'For example: Mural, or Carved oak.',
    kind: 'text',
  },
  contentField.summary('The work', {
    label: 'One-line summary',
    description: 'Shown in the list of stops and in search results.',
  }),
  contentField.picture('The work'),
  contentField.body('The work', 'The story'),
  {
    name: 'order',
    section: 'Place on the trail',
    label: 'Stop number',
    description: 'Its place in the walk. “Trail order” in the menu moves stops and renumbers the rest.',
    kind: 'number',
  },
  {
    name: 'lat',
    section: 'Place on the trail',
    label: 'Latitude',
    description: 'Like 51.6112.',
    kind: 'custom',
    component: TrailLatitudeField,
  },
  {
    name: 'lng',
    section: 'Place on the trail',
    label: 'Longitude',
    description: 'Like -2.5262 (west of Greenwich is negative).',
    kind: 'custom',
    component: TrailLongitudeField,
  },
  {
    name: 'what3words',
    section: 'Place on the trail',
    label: 'what3words address (optional)',
    description: 'Three words joined by dots, like lamps.beaker.orchid.',
    kind: 'text',
  },
  {
    name: 'accessibility',
    section: 'Place on the trail',
    label: 'Access notes',
    description: 'Step-free or not, seating nearby, the surface underfoot (cobbles, grass, gravel).',
    kind: 'textarea',
  },
  {
    name: 'audio',
    section: 'Audio guide',
    label: 'Recording',
    description: 'A spoken guide to the work. MP3, M4A, Ogg or WAV.',
    kind: 'custom',
    component: AudioGuideField,
  },
  {
    name: 'transcript',
    section: 'Audio guide',
    label: 'Transcript',
    description: 'What the recording says, for people who cannot or would rather not listen.',
    kind: 'markdown',
  },
];

export const trailTableColumns: readonly TableColumn<TrailStop>[] = [
  { label: 'Stop', render: (item) => item.order, sortBy: { field: 'order', direction: 'asc' } },
  { label: 'Artist', render: (item) => item.artist },
];
