import * as z from 'zod';
import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from '@/config/storage-limits';
import { singleLineString } from '@/lib/plain-text';
import { isSafeUrl } from '@/lib/safe-url';

/**
 * An uploaded file as its document holds it, of any kind (a document's file, a recording): the same
 * shape for each, kept in the upload outbox the same way. `url` is empty while the file waits in this
 * device's upload outbox (src/collections/uploads), as a picture's does. Each kind gives its content
 * types, its size limit and its own words for what is wrong.
 */
export function uploadedFileSchema<const Types extends readonly [string, ...string[]]>({
  contentTypes,
  maxBytes,
  words,
}: {
  contentTypes: Types;
  maxBytes: number;
  words: { badUrl: string; wrongKind: string; tooLarge: string };
}) {
  return z.object({
    /** Storage path (storage.rules). */
    path: singleLineString().min(1).max(1024),
    /** The download address, or a path on this site (demo files); empty while the upload waits. */
    url: z
      .string()
      .max(2048)
      .refine((value) => value === '' || isSafeUrl(value), words.badUrl),
    contentType: z.enum(contentTypes, { error: words.wrongKind }),
    size: z.number().int().min(1, 'This file is empty.').max(maxBytes, words.tooLarge),
    /** The file's name as chosen, for saving it under a name people recognise. */
    name: singleLineString().min(1).max(200),
  });
}

/**
 * A file in the documents library as its document holds it (docs/content-model.md `file {path, contentType,
 * size}`, plus its download address and the name it had on the uploader's device), at
 * `documents/{documentId}/{uploadId}/{name}`. The same limits are in firestore.rules (`validFile`).
 */
export const documentFileSchema = uploadedFileSchema({
  contentTypes: DOCUMENT_CONTENT_TYPES,
  maxBytes: MAX_DOCUMENT_BYTES,
  words: {
    badUrl: 'The file’s web address is not valid.',
    wrongKind: 'This kind of file cannot be uploaded.',
    tooLarge: 'This file is larger than 20 MB. Please make it smaller first.',
  },
});

export type DocumentFile = z.infer<typeof documentFileSchema>;

/** Whether the file is still on its way to Storage (saved with its document, not uploaded yet). */
export function isWaitingFile(file: Pick<DocumentFile, 'url'> | null | undefined): boolean {
  return file !== null && file !== undefined && file.url === '';
}

/** "PDF", "Word document", "Spreadsheet"…: what kind of file it is, in plain words. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.includes('wordprocessingml') || contentType === 'application/msword') return 'Word document';
  if (contentType.includes('opendocument.text')) return 'OpenDocument text';
  if (contentType.includes('spreadsheet') || contentType.includes('excel') || contentType === 'text/csv') {
    return 'Spreadsheet';
  }
  if (contentType.startsWith('image/')) return 'Picture';
  return 'File';
}

/** "2.4 MB", "41 KB", "812 bytes": a file's size as people read it (1 KB = 1,000 bytes, as phones show). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1_000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  // Below 999.5 KB, so nothing reads "1000 KB".
  if (bytes < 999_500) return `${Math.round(bytes / 1_000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A file name safe as the last part of a Storage path and a download name: letters, digits, dots,
 * hyphens and underscores only, at most 100 characters, keeping the extension.
 */
export function storageFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension =
    dot > 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const cleanStem =
    stem
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 90) || 'document';
  return extension ? `${cleanStem}.${extension.slice(0, 8)}` : cleanStem;
}

/** The Storage path of a document's file: `documents/{documentId}/{uploadId}/{safe name}` (storage.rules). */
export function documentFilePath(documentId: string, uploadId: string, name: string): string {
  return `documents/${documentId}/${uploadId}/${storageFileName(name)}`;
}

/** The upload id in a path made by documentFilePath; undefined for any other path. */
export function documentUploadIdOf(path: string): string | undefined {
  return /^documents\/[^/]+\/([a-z0-9]+)\/[^/]+$/.exec(path)?.[1];
}
