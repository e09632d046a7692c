import { useContext, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Anchor, Box, Button, Fieldset, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconFileText, IconFileUpload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import {
  AUDIO_ACCEPT,
  AUDIO_CONTENT_TYPES,
  audioFileProblem,
  DOCUMENT_ACCEPT,
  DOCUMENT_CONTENT_TYPES,
  documentFileProblem,
} from '@/config/storage-limits';
import { oneLine } from '@/lib/text-lines';
import { uploadOutboxStore } from '@/stores/upload-outbox-store';
import type { OutboxEntry, UploadTarget } from '../uploads/outbox-machine';
import { AUDIO_TYPES_BY_EXTENSION, audioContentType, audioFilePath, audioUploadIdOf } from './audio-file';
import {
  documentFilePath,
  documentUploadIdOf,
  fileKind,
  fileSizeText,
  isWaitingFile,
  type DocumentFile,
} from './document-file';
import { ImageUploadDocument, newUploadId, type PickerOutbox } from './image-picker';
import '../editor-styles';

/** What the file field needs of the outbox: the picker's, reading the document's file instead of its picture. */
export interface FileOutbox extends Omit<PickerOutbox, 'documentImage'> {
  /** The file as its document holds it now on this device, once its upload is done. */
  documentFile(target: UploadTarget): Promise<PickedFile | null | undefined>;
}

async function defaultOutbox(): Promise<FileOutbox> {
  const [{ getOutbox, startOutbox }, { firestoreDocumentLink }] = await Promise.all([
    import('../uploads/start-outbox'),
    import('../uploads/document-link'),
  ]);
  startOutbox(window);
  const outbox = getOutbox();
  return {
    stage: (entry) => outbox.stage(entry),
    discard: (id, options) => outbox.discard(id, options),
    get: (id) => outbox.get(id),
    retryNow: (id) => outbox.retryNow(id),
    // The outbox's link reads the target's field whatever it holds; for this field, a document's file.
    documentFile: async (target) =>
      (await firestoreDocumentLink.read(target, false))?.image as PickedFile | null | undefined,
  };
}

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

export interface FilePickerProps<Value extends PickedFile = DocumentFile> {
  label: string;
  description?: string;
  /** The field's name in the document. */
  name: string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  errors: Record<string, string>;
  outbox?: () => Promise<FileOutbox>;
  /** What kind of file it takes; documents' files by default. */
  kind?: FileKind;
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
  outbox = defaultOutbox,
  kind = DOCUMENT_FILES,
}: FilePickerProps<Value>) {
  const document = useContext(ImageUploadDocument);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  /** Whether this device has the waiting file (false: it is uploading from the device it was chosen on). */
  const [here, setHere] = useState<{ id: string; present: boolean } | null>(null);
  /** The uploaded file a waiting one replaces, while this editor is open: discarding goes back to it. */
  const [replaced, setReplaced] = useState<Value | null>(null);
  const uploads = useSnapshot(uploadOutboxStore);
  const waiting = isWaitingFile(value);
  const uploadId = value ? kind.uploadIdOf(value.path) : undefined;
  const progress = uploadId ? uploads.entries[uploadId] : undefined;
  const target = document ? { ...document, field: name } : null;
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });
  const missing = waiting && here !== null && here.id === uploadId && !here.present;

  // A waiting file is either in this device's outbox or on its way from another device.
  useEffect(() => {
    if (!waiting || !uploadId) return;
    let cancelled = false;
    void outbox()
      .then((box) => box.get(uploadId))
      .then((entry) => {
        if (!cancelled) setHere({ id: uploadId, present: entry !== undefined });
      });
    return () => {
      cancelled = true;
    };
    // The outbox loader is stable for a mounted field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, uploadId]);

  // Its upload has finished (the entry has gone): take the document's url here too, so a later save keeps it.
  const hadEntry = useRef(false);
  useEffect(() => {
    if (progress) {
      hadEntry.current = true;
      return;
    }
    if (!hadEntry.current || !waiting || !target || !value) return;
    hadEntry.current = false;
    const path = value.path;
    void outbox()
      .then((box) => box.documentFile(target))
      .then((file) => {
        const current = valueRef.current;
        if (file && file.url !== '' && current?.path === path && file.path === path) {
          onChange({ ...current, url: file.url });
        }
      });
    // Only when the entry comes or goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progress === undefined]);

  async function pick(file: File | undefined): Promise<void> {
    if (!file || !target) return;
    const contentType = kind.contentTypeOf(file);
    const refused = kind.problem({ type: contentType, size: file.size });
    if (refused !== null || !kind.allowed.includes(contentType)) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const id = newUploadId();
      const path = kind.path(target, id, file.name);
      const { stagedEntry } = await import('../uploads/outbox-machine');
      const box = await outbox();
      await box.stage(
        stagedEntry(
          id,
          target,
          [{ role: 'large', path, blob: new Blob([file], { type: contentType }), contentType }],
          Date.now(),
        ),
      );
      const previous = valueRef.current;
      if (previous && !isWaitingFile(previous)) setReplaced(previous);
      // A file picked a moment ago and never saved is replaced: it need not be kept.
      const previousId = previous && isWaitingFile(previous) ? kind.uploadIdOf(previous.path) : undefined;
      if (previousId && uploadOutboxStore.entries[previousId]?.state === 'staged') {
        void box.discard(previousId, { clearDocument: false });
      }
      // The kind's `allowed` list checked the content type above: the value is of the kind's shape.
      onChange({ path, url: '', contentType, size: file.size, name: displayName(file.name) } as Value);
    } catch (error) {
      console.warn('A file could not be kept for upload.', error);
      setProblem('This file could not be kept on this device for uploading. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function discard(): Promise<void> {
    if (uploadId && waiting) {
      // The editor saves the field's new value with the next save: the outbox only forgets the file.
      await (await outbox()).discard(uploadId, { clearDocument: false });
    }
    // Back to the uploaded file it was to replace, if any.
    onChange(replaced);
    setReplaced(null);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const fieldError = errors[''] ?? Object.values(errors)[0];

  return (
    <Fieldset legend={label} onPaste={(event) => void pick(event.clipboardData.files[0])}>
      <Stack gap="xs">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={kind.accept}
          hidden
          data-testid={`file-input-${name}`}
          aria-label={`${label}: choose a file`}
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          p="sm"
          style={{
            border: `2px dashed ${dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-md)',
          }}
          data-testid={`file-drop-${name}`}
        >
          <Stack gap="xs">
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
            {waiting && replaced && !missing && (progress === undefined || progress.state === 'staged') && (
              <Text size="sm" c="dimmed">
                Replaces {replaced.name} when you save. The earlier file stays in this document’s history.
              </Text>
            )}
            {waiting && missing && (
              <Text size="sm">
                This file is not on this device: it is uploading from the device it was chosen on. Choose it again if it
                does not appear.
              </Text>
            )}
            {!value && !busy && (
              <Text size="sm" c="dimmed">
                {target ? kind.hint : 'Files can be added once this document is open for editing.'}
              </Text>
            )}
            {busy && (
              <Text size="sm" role="status">
                <Loader size="xs" mr="xs" aria-hidden />
                Keeping the file on this device…
              </Text>
            )}
            {waiting && !missing && (
              <UploadProgress state={progress?.state} percent={percent} error={progress?.lastError ?? null} />
            )}
            {waiting && progress?.state === 'failed' && uploadId && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => void outbox().then((box) => box.retryNow(uploadId))}
                >
                  Try again now
                </Button>
              </Group>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                onClick={() => fileInput.current?.click()}
                disabled={busy || !target}
              >
                {value ? 'Replace file' : 'Choose a file'}
              </Button>
              {waiting && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void discard()}
                  disabled={busy}
                >
                  Discard file
                </Button>
              )}
            </Group>
          </Stack>
        </Box>
        {problem && (
          <Alert color="red" variant="light" role="alert" title="This file cannot be used">
            {problem}
          </Alert>
        )}
        {fieldError && (
          <Text size="sm" c="red">
            {fieldError}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

function UploadProgress({
  state,
  percent,
  error,
}: {
  state: OutboxEntry['state'] | undefined;
  percent: number;
  error: string | null;
}) {
  const words =
    state === 'staged' || state === undefined
      ? 'Uploads once you save.'
      : state === 'uploading'
        ? `Uploading… ${percent}%`
        : state === 'failed'
          ? (error ?? 'The upload did not finish. It will try again.')
          : state === 'uploaded'
            ? 'Uploaded. Updating the document…'
            : 'Waiting to upload. It will go when there is a connection.';
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{words}</Text>
      {(state === 'uploading' || state === 'uploaded') && (
        <Progress value={state === 'uploaded' ? 100 : percent} aria-label="Upload progress" />
      )}
    </Stack>
  );
}
