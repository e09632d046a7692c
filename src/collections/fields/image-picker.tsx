import { createContext, useContext, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Fieldset, Group, Image, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconPhoto, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import type { PreparedImage } from '@/lib/prepare-image';
import { uploadOutboxStore } from '@/stores/upload-outbox-store';
import type { ContentImage } from '../content-schema';
import type { OutboxEntry, UploadTarget } from '../uploads/outbox-machine';
import '../editor-styles';

/** The document the editor has open: pictures are stored under its id, known before its first save. */
export const ImageUploadDocument = createContext<{ collection: string; documentId: string } | null>(null);

/** What the picker needs of the outbox (the real one loads on first use; tests pass their own). */
export interface PickerOutbox {
  stage(entry: OutboxEntry): Promise<void>;
  discard(id: string, options?: { clearDocument?: boolean }): Promise<void>;
  get(id: string): Promise<OutboxEntry | undefined>;
  retryNow(id: string): Promise<void>;
  /** The picture as its document holds it now on this device, once its upload is done. */
  documentImage(target: UploadTarget): Promise<ContentImage | null | undefined>;
}

async function defaultOutbox(): Promise<PickerOutbox> {
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
    documentImage: async (target) =>
      (await firestoreDocumentLink.read(target, false))?.image as ContentImage | null | undefined,
  };
}

async function defaultPrepare(file: Blob): Promise<PreparedImage> {
  return (await import('@/lib/prepare-image')).prepareImage(file);
}

/** A fresh upload id: also the file's name in Storage, so each picture has paths of its own. */
export function newUploadId(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(random(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

const extension = (contentType: string) => (contentType === 'image/webp' ? 'webp' : 'jpg');

/** The Storage paths for a picture: `images/{collection}/{documentId}/{uploadId}.{ext}` and its small copy. */
export function imagePaths(target: UploadTarget, uploadId: string, prepared: PreparedImage) {
  const base = `images/${target.collection}/${target.documentId}/${uploadId}`;
  return {
    large: `${base}.${extension(prepared.large.contentType)}`,
    small: `${base}-small.${extension(prepared.small.contentType)}`,
  };
}

/** The upload id in a path this picker made (`…/{uploadId}.jpg`); undefined for seed pictures. */
export function uploadIdOf(path: string): string | undefined {
  return /^images\/[^/]+\/[^/]+\/([a-z0-9]+)\.(?:jpg|webp)$/.exec(path)?.[1];
}

function firstImage(files: FileList | readonly File[] | null | undefined): File | undefined {
  return Array.from(files ?? []).find((file) => file.type === '' || file.type.startsWith('image/'));
}

/** Phones (a coarse pointer) also get "Take a photo", which opens the camera. */
function hasCamera(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

export interface ImagePickerProps {
  label: string;
  description?: string;
  /** The field's name in the document. */
  name: string;
  value: ContentImage | null;
  onChange: (value: ContentImage | null) => void;
  errors: Record<string, string>;
  prepare?: (file: Blob) => Promise<PreparedImage>;
  outbox?: () => Promise<PickerOutbox>;
}

/**
 * The editor's picture field for every type: choose a file, take a photo, drop or paste one. It is
 * prepared on this device, kept in the outbox, and saved with the item at once; its file uploads when
 * there is a connection (src/collections/uploads). Until then a preview from this device shows.
 */
export function ImagePicker({
  label,
  description,
  name,
  value,
  onChange,
  errors,
  prepare = defaultPrepare,
  outbox = defaultOutbox,
}: ImagePickerProps) {
  const document = useContext(ImageUploadDocument);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const focusAlt = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The waiting picture's preview from this device (url null: its file is not here). */
  const [local, setLocal] = useState<{ id: string; url: string | null } | null>(null);
  const uploads = useSnapshot(uploadOutboxStore);
  const waiting = value !== null && value.url === '';
  const uploadId = value ? uploadIdOf(value.path) : undefined;
  const progress = uploadId ? uploads.entries[uploadId] : undefined;
  const target = document ? { ...document, field: name } : null;
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });
  const preview = waiting && local && local.id === uploadId ? local.url : null;
  const missing = waiting && local !== null && local.id === uploadId && local.url === null;

  useEffect(() => {
    if (!focusAlt.current || !altInput.current) return;
    focusAlt.current = false;
    altInput.current.focus();
  }, [value?.path]);

  // A waiting picture shows from this device's copy of its file.
  useEffect(() => {
    if (!waiting || !uploadId) return;
    let url: string | null = null;
    let cancelled = false;
    void outbox()
      .then((box) => box.get(uploadId))
      .then((entry) => {
        if (cancelled) return;
        const file = entry?.files.find((candidate) => candidate.role === 'small') ?? entry?.files[0];
        url = file ? URL.createObjectURL(file.blob) : null;
        setLocal({ id: uploadId, url });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
    // The outbox loader is stable for a mounted field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, uploadId]);

  // Its upload has finished (the entry has gone): show the document's url(s) here too, so a later save keeps them.
  const hadEntry = useRef(false);
  useEffect(() => {
    if (progress) {
      hadEntry.current = true;
      return;
    }
    if (!hadEntry.current || !waiting || !target) return;
    hadEntry.current = false;
    const path = value.path;
    void outbox()
      .then((box) => box.documentImage(target))
      .then((image) => {
        const current = valueRef.current;
        if (image && image.url !== '' && current?.path === path && image.path === path) {
          onChange({ ...current, url: image.url, ...(image.small && current.small ? { small: image.small } : {}) });
        }
      });
    // Only when the entry comes or goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progress === undefined]);

  async function pick(file: File | undefined): Promise<void> {
    if (!file || !target) return;
    setProblem(null);
    setBusy(true);
    try {
      const prepared = await prepare(file);
      const id = newUploadId();
      const paths = imagePaths(target, id, prepared);
      const { stagedEntry } = await import('../uploads/outbox-machine');
      const box = await outbox();
      await box.stage(
        stagedEntry(
          id,
          target,
          [
            { role: 'large', path: paths.large, blob: prepared.large.blob, contentType: prepared.large.contentType },
            { role: 'small', path: paths.small, blob: prepared.small.blob, contentType: prepared.small.contentType },
          ],
          Date.now(),
        ),
      );
      // A picture picked a moment ago and never saved is replaced: its file need not be kept.
      const previous = valueRef.current;
      const previousId = previous && previous.url === '' ? uploadIdOf(previous.path) : undefined;
      if (previousId && uploadOutboxStore.entries[previousId]?.state === 'staged') {
        void box.discard(previousId, { clearDocument: false });
      }
      onChange({
        path: paths.large,
        url: '',
        alt: previous?.alt ?? '',
        width: prepared.large.width,
        height: prepared.large.height,
        small: { path: paths.small, url: '', width: prepared.small.width, height: prepared.small.height },
      });
      // Next: the description, which the save needs.
      focusAlt.current = true;
    } catch (error) {
      const { ImagePreparationError } = await import('@/lib/prepare-image');
      if (error instanceof ImagePreparationError) setProblem(error.message);
      else {
        console.warn('A photo could not be prepared.', error);
        setProblem('This photo could not be prepared on this device. Please try another one.');
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(): Promise<void> {
    if (uploadId && waiting) {
      // The editor clears the field (saved with the next save): the outbox only forgets the file.
      await (await outbox()).discard(uploadId, { clearDocument: false });
    }
    onChange(null);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void pick(firstImage(event.dataTransfer.files));
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const shown = waiting ? preview : (value?.small?.url ?? value?.url ?? null);
  const choose = (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconPhoto size={16} aria-hidden />}
        onClick={() => fileInput.current?.click()}
        disabled={busy || !target}
      >
        {value ? 'Replace photo' : 'Choose a photo'}
      </Button>
      {hasCamera() && (
        <Button
          variant="default"
          leftSection={<IconCamera size={16} aria-hidden />}
          onClick={() => cameraInput.current?.click()}
          disabled={busy || !target}
        >
          Take a photo
        </Button>
      )}
      {value && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void remove()}
          disabled={busy}
        >
          {waiting ? 'Discard photo' : 'Remove photo'}
        </Button>
      )}
    </Group>
  );

  return (
    <Fieldset legend={label} onPaste={(event) => void pick(firstImage(event.clipboardData.files))}>
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
          accept="image/*"
          hidden
          data-testid={`image-file-${name}`}
          aria-label={`${label}: choose a photo`}
          onChange={(event) => {
            void pick(firstImage(event.currentTarget.files));
            event.currentTarget.value = '';
          }}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={`${label}: take a photo`}
          onChange={(event) => {
            void pick(firstImage(event.currentTarget.files));
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
          data-testid={`image-drop-${name}`}
        >
          <Stack gap="xs">
            {shown && value && (
              <Image
                src={shown}
                alt={value.alt || 'The chosen photo (no description yet)'}
                maw={320}
                radius="sm"
                style={{ aspectRatio: `${value.width} / ${value.height}` }}
              />
            )}
            {waiting && missing && (
              <Text size="sm">
                This photo’s file is not on this device: it is uploading from the device it was chosen on. Choose it
                again if it does not appear.
              </Text>
            )}
            {!value && !busy && (
              <Text size="sm" c="dimmed">
                {target
                  ? 'Choose a photo, drag one here, or paste one.'
                  : 'Photos can be added once this item is open for editing.'}
              </Text>
            )}
            {busy && (
              <Text size="sm" role="status">
                <Loader size="xs" mr="xs" aria-hidden />
                Preparing the photo…
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
            {choose}
          </Stack>
        </Box>
        {problem && (
          <Alert color="red" variant="light" role="alert" title="This photo cannot be used">
            {problem}
          </Alert>
        )}
        {(errors[''] ?? errors.url) && (
          <Text size="sm" c="red">
            {errors[''] ?? errors.url}
          </Text>
        )}
        {value && (
          <TextInput
            ref={altInput}
            label="Describe the photo"
            withAsterisk
            description="Say what it shows, for people who cannot see it, like: Children decorating biscuits at the Christmas fair. No need to start with “Photo of”."
            value={value.alt}
            error={errors.alt}
            onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
          />
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
            ? 'Uploaded. Updating the page…'
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
