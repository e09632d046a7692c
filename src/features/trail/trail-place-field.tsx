import { useEffect, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { proxy, useSnapshot } from 'valtio';
import type { CustomFieldProps } from '@/collections/define-collection';
import { LazySiteMap } from '@/components/map/lazy-site-map';
import { UK_BOUNDS } from './trail-schema';

/**
 * Placing a stop: tap the map, or type the coordinates. The engine gives a custom field one value, so the
 * latitude field holds the map and hands the longitude of a tap to the longitude field beside it through
 * this small shared note (one editor is open at a time).
 */
const picked = proxy<{ lng: number | null; serial: number; shownLng: number | null }>({
  lng: null,
  serial: 0,
  shownLng: null,
});

/** Five decimal places: about a metre. */
const round = (value: number) => Math.round(value * 100_000) / 100_000;

/** Why a typed coordinate cannot be right, in plain words; null when it can. */
export function coordinateProblem(kind: 'lat' | 'lng', value: number | null): string | null {
  if (value === null || !Number.isFinite(value))
    return `Please type the ${kind === 'lat' ? 'latitude' : 'longitude'}, or tap the map.`;
  const [low, high] = kind === 'lat' ? [UK_BOUNDS.minLat, UK_BOUNDS.maxLat] : [UK_BOUNDS.minLng, UK_BOUNDS.maxLng];
  if (value < low || value > high) {
    return kind === 'lat'
      ? 'This latitude is not in the UK: it should be between 49 and 61, like 51.6112. Are latitude and longitude the right way round?'
      : 'This longitude is not in the UK: it should be between -9 and 2, like -2.5262 (west of Greenwich is negative).';
  }
  return null;
}

function CoordinateInput({
  kind,
  value,
  onChange,
  errors,
  label,
  description,
}: CustomFieldProps<number> & { kind: 'lat' | 'lng' }) {
  const [typed, setTyped] = useState(String(value));
  // A tap on the map changes the value: show it (what is being typed is kept otherwise).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(String(value));
  }
  const number = typed.trim() === '' ? null : Number(typed.trim());
  const local = coordinateProblem(kind, number !== null && Number.isFinite(number) ? number : null);
  return (
    <TextInput
      label={label}
      description={description}
      value={typed}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        const parsed = Number(next.trim());
        if (next.trim() !== '' && Number.isFinite(parsed)) {
          setShown(parsed);
          onChange(parsed);
        }
      }}
      error={errors[''] ?? local ?? undefined}
    />
  );
}

/** The latitude, with the map to tap. */
export function TrailLatitudeField(props: CustomFieldProps<number>) {
  const { shownLng } = useSnapshot(picked);
  return (
    <Stack gap="xs">
      <Text size="sm">Tap the map where the work is, or type its coordinates.</Text>
      <LazySiteMap
        label="Map for placing this stop: tap where the work is"
        points={
          shownLng === null ? [] : [{ id: 'here', lat: props.value, lng: shownLng, label: 'This stop', current: true }]
        }
        onPick={(position) => {
          props.onChange(round(position.lat));
          picked.lng = round(position.lng);
          picked.serial += 1;
        }}
        height={280}
      />
      <CoordinateInput {...props} kind="lat" />
    </Stack>
  );
}

/** The longitude: follows a tap on the latitude field's map. */
export function TrailLongitudeField(props: CustomFieldProps<number>) {
  const note = useSnapshot(picked);
  const { onChange, value } = props;
  // Taps made before this editor opened are not for it.
  const [openedAt] = useState(() => picked.serial);
  useEffect(() => {
    if (note.serial > openedAt && note.lng !== null) onChange(note.lng);
    // Only a new tap moves it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [note.serial]);
  useEffect(() => {
    picked.shownLng = value;
  }, [value]);
  return <CoordinateInput {...props} kind="lng" />;
}
