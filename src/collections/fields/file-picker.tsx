import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconFileUpload } from '@tabler/icons-react';
import {
  AUDIO_ACCEPT,
  AUDIO_CONTENT_TYPES,
  audioFileProblem,
  DOCUMENT_ACCEPT,
  DOCUMENT_CONTENT_TYPES,
  documentFileProblem,
} from '@/config/storage-limits';
import { oneLine } from '@/lib/text-lines';
import type { UploadTarget } from '../uploads/outbox-machine';
import { AUDIO_TYPES_BY_EXTENSION, audioContentType, audioFilePath, audioUploadIdOf } from './audio-file';
import { documentFilePath, documentUploadIdOf, fileKind, fileSizeText, type DocumentFile } from './document-file';
import { UploadPicker, type UploadPickerWords } from './upload-picker';
import { loadUploadOutbox, useUploadPicker, type UploadFieldProps } from './use-upload-picker';

/** Content types by extension, for browsers that give none (or only "some bytes") for a file. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file's content type as the browser says it, or from its name's extension when the browser does not know. */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type !== '' && file.type !== 'application/octet-stream') return file.type;
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return TYPES_BY_EXTENSION[extension] ?? file.type;
}

/**
 * What kind of file a picker takes: the documents library's files (the default), or recordings (the
 * trail's audio guide). The same outbox, progress and messages for both.
 */
export interface FileKind {
  accept: string;
  contentTypeOf(file: { name: string; type: string }): string;
  /** Why the file cannot be used, in plain words; null when it can. */
  problem(file: { type: string; size: number }): string | null;
  allowed: readonly string[];
  path(target: UploadTarget, uploadId: string, name: string): string;
  uploadIdOf(path: string): string | undefined;
  /** What the empty field says it takes. */
  hint: string;
}

export const DOCUMENT_FILES: FileKind = {
  accept: DOCUMENT_ACCEPT,
  contentTypeOf,
  problem: documentFileProblem,
  allowed: DOCUMENT_CONTENT_TYPES,
  path: (target, uploadId, name) => documentFilePath(target.documentId, uploadId, name),
  uploadIdOf: documentUploadIdOf,
  hint: 'Choose a file, drag one here, or paste one. PDF, Word, OpenDocument, spreadsheets (Excel or CSV) or pictures, up to 20 MB.',
};

export const AUDIO_FILES: FileKind = {
  accept: AUDIO_ACCEPT,
  contentTypeOf: (file) => {
    const dot = file.name.lastIndexOf('.');
    const byName = dot >= 0 ? AUDIO_TYPES_BY_EXTENSION[file.name.slice(dot + 1).toLowerCase()] : undefined;
    return file.type === '' || file.type === 'application/octet-stream'
      ? (byName ?? file.type)
      : audioContentType(file.type);
  },
  problem: audioFileProblem,
  allowed: AUDIO_CONTENT_TYPES,
  path: (target, uploadId, name) => audioFilePath(target.collection, target.documentId, uploadId, name),
  uploadIdOf: audioUploadIdOf,
  hint: 'Choose a recording, drag one here, or paste one. MP3, M4A, Ogg or WAV, up to 30 MB.',
};

/** The name people chose, as the document keeps it: one line, at most 200 characters, extension kept. */
export function displayName(name: string): string {
  const clean = oneLine(name).trim() || 'document';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, 200 - extension.length).trimEnd()}${extension}`;
}

/** A file as its document holds it, of any kind (a document's file, a recording). */
export type PickedFile = Omit<DocumentFile, 'contentType'> & { contentType: string };

export interface FilePickerProps<Value extends PickedFile = DocumentFile> extends UploadFieldProps<Value, PickedFile> {
  /** What kind of file it takes; documents' files by default. */
  kind?: FileKind;
}

const FILE_WORDS: Omit<UploadPickerWords, 'hint'> = {
  choose: 'Choose a file',
  replace: 'Replace file',
  chooseInput: 'choose a file',
  notOpen: 'Files can be added once this document is open for editing.',
  busy: 'Keeping the file on this device…',
  missing:
    'This file is not on this device: it is uploading from the device it was chosen on. Choose it again if it does not appear.',
  uploaded: 'Uploaded. Updating the document…',
  refused: 'This file cannot be used',
};

function fileProblem(error: unknown): string {
  console.warn('A file could not be kept for upload.', error);
  return 'This file could not be kept on this device for uploading. Please try again.';
}

/**
 * The editor's field for a document's file: choose one, drop or paste it. Its type and size are checked
 * on this device; it is kept in the upload outbox (as photos are, src/collections/uploads) and saved
 * with the document at once, and its file uploads when there is a connection. Replacing it is a new
 * value: the earlier file stays in Storage and in the document's revision history.
 */
export function FilePicker<Value extends PickedFile = DocumentFile>({
  label,
  description,
  name,
  value,
  onChange,
  errors,
  outbox = loadUploadOutbox,
  kind = DOCUMENT_FILES,
}: FilePickerProps<Value>) {
  const picker = useUploadPicker({
    name,
    value,
    onChange,
    outbox,
    uploadIdOf: kind.uploadIdOf,
    takeUploaded: (current, file) => ({ ...current, url: file.url }),
    problemOf: fileProblem,
  });
  const { waiting, replaced, missing } = picker;

  function pick(file: File | undefined): void {
    if (!file || !picker.target) return;
    const contentType = kind.contentTypeOf(file);
    const refused = kind.problem({ type: contentType, size: file.size });
    if (refused !== null || !kind.allowed.includes(contentType)) {
      picker.setProblem(refused);
      return;
    }
    void picker.keep(async (id, target) => {
      const path = kind.path(target, id, file.name);
      return {
        files: [{ role: 'large', path, blob: new Blob([file], { type: contentType }), contentType }],
        // The kind's `allowed` list checked the content type above: the value is of the kind's shape.
        value: () => ({ path, url: '', contentType, size: file.size, name: displayName(file.name) }) as Value,
      };
    });
  }

  return (
    <UploadPicker
      label={label}
      description={description}
      picker={picker}
      words={{ ...FILE_WORDS, hint: kind.hint }}
      chooseIcon={<IconFileUpload size={16} aria-hidden />}
      accept={kind.accept}
      onFiles={(files) => pick(files?.[0])}
      testIds={{ input: `file-input-${name}`, drop: `file-drop-${name}` }}
      shown={
        <>
          {value && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconFileText size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`file-chosen-${name}`}>
                {waiting ? (
                  <Text span fw={600} inherit>
                    {value.name}
                  </Text>
                ) : (
                  <Anchor href={value.url} target="_blank" rel="noopener" fw={600} inherit>
                    {value.name}
                  </Anchor>
                )}
                {` · ${fileKind(value.contentType)} · ${fileSizeText(value.size)}`}
              </Text>
            </Group>
          )}
          {waiting && replaced && !missing && (picker.state === undefined || picker.state === 'staged') && (
            <Text size="sm" c="dimmed">
              Replaces {replaced.name} when you save. The earlier file stays in this document’s history.
            </Text>
          )}
        </>
      }
      removeLabel={waiting ? 'Discard file' : null}
      // Back to the uploaded file it was to replace, if any.
      onRemove={() => void picker.remove(replaced)}
      fieldError={errors[''] ?? Object.values(errors)[0]}
    />
  );
}
