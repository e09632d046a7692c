/**
 * What Storage accepts, checked on the device before a file is queued and again by storage.rules (the
 * same lists: tests/rules/storage-and-database-rules.test.ts reads them off the rules file). No Firebase
 * code here, so any screen may import it.
 */

/** Pictures of content, as prepared on the device (src/lib/prepare-image.ts): JPEG or WebP, or PNG. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The documents library: PDF, Word, ODF text and spreadsheets, Excel, CSV, and pictures. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  ...IMAGE_CONTENT_TYPES,
] as const;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The content types a file input may offer for a document (`accept`), extensions included for old browsers. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_CONTENT_TYPES,
  '.pdf',
  '.doc',
  '.docx',
  '.odt',
  '.ods',
  '.xls',
  '.xlsx',
  '.csv',
].join(',');

/** A kind of file Storage takes: its content types and size, and what to say when a file is neither. */
interface FileLimits {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** Why `file` breaks `limits`, in plain words; null when it keeps them. Every kind is checked in this order. */
function fileProblem(file: { type: string; size: number }, limits: FileLimits): string | null {
  if (!limits.types.includes(file.type)) return limits.wrongType;
  if (file.size === 0) return 'This file is empty.';
  if (file.size > limits.maxBytes) return limits.tooLarge;
  return null;
}

/** Why a file cannot be a picture of content, in plain words; null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  return fileProblem(file, {
    types: IMAGE_CONTENT_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    wrongType: 'Pictures must be JPEG, WebP or PNG files.',
    tooLarge: 'This picture is larger than 10 MB.',
  });
}

/** Why a file cannot go in the documents library, in plain words; null when it can. */
export function documentFileProblem(file: { type: string; size: number }): string | null {
  return fileProblem(file, {
    types: DOCUMENT_CONTENT_TYPES,
    maxBytes: MAX_DOCUMENT_BYTES,
    wrongType:
      'This kind of file cannot be uploaded. Use a PDF, a Word or OpenDocument file, a spreadsheet (Excel, OpenDocument or CSV) or a picture.',
    tooLarge: 'This file is larger than 20 MB. Please make it smaller first.',
  });
}

/** Audio guides of the creative trail (issue 16): MP3, MP4/AAC, Ogg (Vorbis or Opus) and WAV. */
export const AUDIO_CONTENT_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'] as const;
export const MAX_AUDIO_BYTES = 30 * 1024 * 1024;
export const AUDIO_ACCEPT = [...AUDIO_CONTENT_TYPES, '.mp3', '.m4a', '.mp4', '.ogg', '.opus', '.wav'].join(',');

/** Why a file cannot be an audio guide, in plain words; null when it can. */
export function audioFileProblem(file: { type: string; size: number }): string | null {
  return fileProblem(file, {
    types: AUDIO_CONTENT_TYPES,
    maxBytes: MAX_AUDIO_BYTES,
    wrongType: 'This kind of file cannot be used for the audio guide. Use an MP3, M4A, Ogg or WAV recording.',
    tooLarge: 'This recording is larger than 30 MB. Please make it smaller first.',
  });
}
