import { Group } from '@mantine/core';
import type { CustomFieldProps } from '../define-collection';
import { partInput, RecordFieldset, recordUpdate } from './field-parts';
import type { Venue } from './venue';
import '../editor-styles';

/**
 * The editor input for a venue: its name, address and postcode, and optionally where it is on a map.
 * Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value in, the
 * whole new value out (null while name, address and postcode are empty), schema messages by dotted path.
 */

const EMPTY_VENUE: Venue = { name: '', address: '', postcode: '', lat: null, lng: null };

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

export function VenueInput({ value, onChange, errors, label, description }: CustomFieldProps<Venue | null>) {
  const [venue, update] = recordUpdate(
    value,
    EMPTY_VENUE,
    (next) => next.name === '' && next.address === '' && next.postcode === '',
    onChange,
  );
  const input = partInput(errors, update);
  const coordinateInput = (part: 'lat' | 'lng', name: string) =>
    input(part, { label: `${name} (optional)`, inputMode: 'decimal', defaultValue: venue[part] ?? '' }, coordinate);
  return (
    <RecordFieldset label={label} description={description} errors={errors}>
      {input('name', { label: 'Venue name', value: venue.name })}
      {input('address', { label: 'Address', value: venue.address })}
      {input('postcode', { label: 'Postcode', value: venue.postcode, w: 160 }, (text) => text.toUpperCase())}
      <Group grow>
        {coordinateInput('lat', 'Latitude')}
        {coordinateInput('lng', 'Longitude')}
      </Group>
    </RecordFieldset>
  );
}
