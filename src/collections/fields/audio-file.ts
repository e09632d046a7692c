import type * as z from 'zod';
import { AUDIO_CONTENT_TYPES, MAX_AUDIO_BYTES } from '@/config/storage-limits';
import { storageFileName, uploadedFileSchema } from './document-file';

/**
 * An audio recording as its document holds it (the creative trail's audio guide, issue 16): the same
 * shape as a document's file, kept in the upload outbox the same way. The Storage path is
 * `audio/{collection}/{documentId}/{uploadId}/{name}` (storage.rules); the same limits are in
 * firestore.rules (`validAudio`).
 */
export const audioFileSchema = uploadedFileSchema({
  contentTypes: AUDIO_CONTENT_TYPES,
  maxBytes: MAX_AUDIO_BYTES,
  words: {
    badUrl: 'The recording’s web address is not valid.',
    wrongKind: 'This kind of recording cannot be used.',
    tooLarge: 'This recording is larger than 30 MB. Please make it smaller first.',
  },
});

export type AudioFile = z.infer<typeof audioFileSchema>;

/** The Storage path of a recording: `audio/{collection}/{documentId}/{uploadId}/{safe name}`. */
export function audioFilePath(collection: string, documentId: string, uploadId: string, name: string): string {
  return `audio/${collection}/${documentId}/${uploadId}/${storageFileName(name)}`;
}

/** The upload id in a path made by audioFilePath; undefined for any other path. */
export function audioUploadIdOf(path: string): string | undefined {
  return /^audio\/[^/]+\/[^/]+\/([a-z0-9]+)\/[^/]+$/.exec(path)?.[1];
}

/** What browsers call some recordings, as the upload's content type (storage.rules' list). */
const AUDIO_ALIASES: Record<string, string> = {
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
  'audio/opus': 'audio/ogg',
  'video/ogg': 'audio/ogg',
};

export const AUDIO_TYPES_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
};

/** The content type Storage gets for a recording the browser named `type`. */
export function audioContentType(type: string): string {
  return AUDIO_ALIASES[type] ?? type;
}
