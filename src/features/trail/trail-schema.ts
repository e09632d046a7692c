import * as z from 'zod';
import { baseContentSchema } from '@/collections/content-schema';
import { audioFileSchema } from '@/collections/fields/audio-file';
import { multiLineString, singleLineString } from '@/lib/plain-text';

/**
 * Where a stop may be: Great Britain and Northern Ireland, generously (a typing slip such as a swapped
 * sign or latitude and longitude the wrong way round falls outside). The same ranges are in
 * firestore.rules (`validTrailStop`).
 */
export const UK_BOUNDS = { minLat: 49, maxLat: 61, minLng: -9, maxLng: 2 } as const;

/** what3words: three words, each of letters, joined by dots (an optional leading ///). */
export const WHAT3WORDS_PATTERN = /^\p{L}+\.\p{L}+\.\p{L}+$/u;

/**
 * A stop of the creative trail (docs/content-model.md `trailStops`, issue 16): the base content fields plus its
 * place on the trail, the work, where it is, how to reach it, and the audio guide with its transcript.
 */
export const trailStopFieldsSchema = z.object({
  /** The stop's number on the walk, from 1. */
  order: z
    .number({ error: 'The stop’s number must be a whole number.' })
    .int('The stop’s number must be a whole number.')
    .min(1, 'Stops are numbered from 1.')
    .max(999, 'The trail has at most 999 stops.'),
  artist: singleLineString()
    .trim()
    .min(1, 'Please say who made the work.')
    .max(200, 'Please keep the artist under 200 characters.'),
  medium: singleLineString()
    .trim()
    .min(1, 'Please say what the work is made of, such as “Mural”.')
    .max(200, 'Please keep the medium under 200 characters.'),
  lat: z
    .number({ error: 'Latitude must be a number, like 51.6112.' })
    .min(UK_BOUNDS.minLat, 'Latitude must be between 49 and 61 (in the UK), like 51.6112.')
    .max(UK_BOUNDS.maxLat, 'Latitude must be between 49 and 61 (in the UK), like 51.6112.'),
  lng: z
    .number({ error: 'Longitude must be a number, like -2.5262.' })
    .min(UK_BOUNDS.minLng, 'Longitude must be between -9 and 2 (in the UK), like -2.5262.')
    .max(UK_BOUNDS.maxLng, 'Longitude must be between -9 and 2 (in the UK), like -2.5262.'),
  what3words: singleLineString()
    .trim()
    .max(100, 'Please keep the what3words address under 100 characters.')
    .regex(WHAT3WORDS_PATTERN, 'Please give three words joined by dots, like lamps.beaker.orchid.')
    .nullable(),
  /** Step-free access, seating, surfaces: plain text, a line or two. */
  accessibility: multiLineString().max(1000, 'Please keep the access notes under 1,000 characters.'),
  /** The audio guide (the upload outbox sends it; the demo's are files of this site). */
  audio: audioFileSchema.nullable(),
  /** What the audio guide says, for people who cannot or would rather not listen (Markdown). */
  transcript: multiLineString().max(20_000, 'Please keep the transcript under 20,000 characters.'),
});

export const trailStopSchema = baseContentSchema.extend(trailStopFieldsSchema.shape);

export type TrailStop = z.infer<typeof trailStopSchema>;
