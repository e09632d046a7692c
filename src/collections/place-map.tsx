import { useState } from 'react';
import { Box, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LazySiteMap } from '@/components/map/lazy-site-map';
import type { MapPoint } from '@/components/map/map-types';
import { SegmentedChoice } from '@/components/segmented-choice';
import { browserLocalStorage } from '@/lib/memory-storage';
import {
  readViewChoice,
  viewStorageKey,
  withoutPositionText,
  writeViewChoice,
  type ListViewChoice,
  type Place,
} from './places';

/**
 * The engine's maps of places: the small map on an item's page and the Map view of a public list. The
 * map's own code loads only when one is shown (LazySiteMap), never with the page.
 */

/** Height of the small map on an item's page. */
const PLACE_MAP_HEIGHT = 220;
/** Height of a list's map. */
const LIST_MAP_HEIGHT = 420;

/**
 * A small, still map of one item's place, shown beside its address; nothing at all when it has no
 * position. "Open in maps" beside it stays for directions.
 */
export function PlaceMap({ place }: { place: Place | null }) {
  if (!place) return null;
  const point: MapPoint = { id: 'place', lat: place.lat, lng: place.lng, label: place.label, current: true };
  return (
    <Box mt="xs">
      <LazySiteMap label={`Map showing ${place.label}`} points={[point]} height={PLACE_MAP_HEIGHT} compact />
    </Box>
  );
}

/**
 * The List / Map choice of a public list: in the address (`?view=map`, beside the filters, so a shared
 * link opens the same view) and remembered on this device for the next visit.
 */
export function useViewChoice(path: string): [ListViewChoice, (choice: ListViewChoice) => void] {
  const [params, setParams] = useSearchParams();
  const key = viewStorageKey(path);
  const [stored, setStored] = useState(() => browserLocalStorage()?.getItem(key) ?? null);
  const choose = (choice: ListViewChoice) => {
    setStored(choice);
    try {
      browserLocalStorage()?.setItem(key, choice);
    } catch {
      // Storage full or refused: the address still holds the choice for this visit.
    }
    setParams((current) => writeViewChoice(current, choice), { replace: true, preventScrollReset: true });
  };
  return [readViewChoice(params, stored), choose];
}

/** The List / Map radio buttons, labelled "Show". */
export function ViewChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ListViewChoice;
  onChange: (choice: ListViewChoice) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>
        Show
      </Text>
      <SegmentedChoice
        aria-labelledby={id}
        value={value}
        onChange={(choice) => onChange(choice === 'map' ? 'map' : 'list')}
        data={[
          { value: 'list', label: 'List' },
          { value: 'map', label: 'Map' },
        ]}
      />
    </div>
  );
}

/** A list's map: a marker for each item shown that has a place, and a line on those that have none. */
export function ListMap({
  label,
  points,
  withoutPosition,
  labels,
}: {
  label: string;
  points: readonly MapPoint[];
  withoutPosition: number;
  labels: { singular: string; plural: string };
}) {
  return (
    <div>
      <LazySiteMap label={label} points={points} height={LIST_MAP_HEIGHT} />
      {withoutPosition > 0 && (
        <Text size="sm" mt="xs">
          {withoutPositionText(withoutPosition, labels)}
        </Text>
      )}
    </div>
  );
}
