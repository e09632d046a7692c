import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uploadOutboxStore } from '@/stores/upload-outbox-store';
import type { OutboxEntry, OutboxFile, UploadTarget } from '../uploads/outbox-machine';

/** The document the editor has open: uploads are stored under its id, known before its first save. */
export const ImageUploadDocument = createContext<{ collection: string; documentId: string } | null>(null);

/**
 * What an upload picker needs of the outbox (the real one loads on first use; tests pass their own).
 * `Uploaded` is the field's value as the document holds it: a picture, a document's file, a recording.
 */
export interface UploadOutbox<Uploaded> {
  stage(entry: OutboxEntry): Promise<void>;
  discard(id: string, options?: { clearDocument?: boolean }): Promise<void>;
  get(id: string): Promise<OutboxEntry | undefined>;
  retryNow(id: string): Promise<void>;
  /** The field as its document holds it now on this device, once its upload is done. */
  uploaded(target: UploadTarget): Promise<Uploaded | null | undefined>;
}

/** The app's upload outbox, started on first use. */
export async function loadUploadOutbox<Uploaded>(): Promise<UploadOutbox<Uploaded>> {
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
    // The outbox's link reads the target's field whatever it holds (it calls every kind `image`).
    uploaded: async (target) => (await firestoreDocumentLink.read(target, false))?.image as Uploaded | null | undefined,
  };
}

/** A fresh upload id: also the file's name (or folder) in Storage, so each upload has paths of its own. */
export function newUploadId(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(random(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The props every upload field takes from the editor, with the outbox it uses (tests pass their own). */
export interface UploadFieldProps<Value, Uploaded = Value> {
  label: string;
  description?: string;
  /** The field's name in the document. */
  name: string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  errors: Record<string, string>;
  outbox?: () => Promise<UploadOutbox<Uploaded>>;
}

/** What a picker hands the outbox for one chosen file: the files to send, and the field's new value. */
export interface PreparedUpload<Value> {
  files: Omit<OutboxFile, 'sent' | 'downloadUrl'>[];
  /** From the field's value as it is once the files are staged (which may have changed while they were prepared). */
  value: (previous: Value | null) => Value;
}

/** Any uploaded value: its Storage path, and its download address (empty while its file waits to upload). */
interface UploadValue {
  path: string;
  url: string;
}

export interface UploadPickerOptions<Value extends UploadValue, Uploaded extends UploadValue> {
  /** The field's name in the document. */
  name: string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  outbox: () => Promise<UploadOutbox<Uploaded>>;
  /** The upload id in a path this picker made; undefined for any other (seed files). */
  uploadIdOf(path: string): string | undefined;
  /** The value once its upload is done, from the document's: what of it the form takes. */
  takeUploaded(current: Value, uploaded: Uploaded): Value;
  /** Why a file could not be prepared or kept, in plain words. */
  problemOf(error: unknown): string | Promise<string>;
  /** Called once a chosen file is in the outbox and in the form. */
  onKept?: () => void;
  /** Which of a waiting entry's files to show from this device while it waits (a picture's preview). */
  previewOf?: (entry: OutboxEntry) => Blob | undefined;
}

export interface UploadPicker<Value> {
  /** Where an upload goes: null until the editor has a document open. */
  target: UploadTarget | null;
  value: Value | null;
  /** The value's file is saved with the document but not uploaded yet. */
  waiting: boolean;
  uploadId: string | undefined;
  /** The waiting file's preview from this device (see previewOf); null while unknown or absent. */
  preview: string | null;
  /** The waiting file is not in this device's outbox: it uploads from the device it was chosen on. */
  missing: boolean;
  state: OutboxEntry['state'] | undefined;
  percent: number;
  lastError: string | null;
  busy: boolean;
  problem: string | null;
  setProblem(problem: string | null): void;
  /** The uploaded value a waiting one replaces, while this editor is open. */
  replaced: Value | null;
  /** Prepares a chosen file (`prepare` may throw, for problemOf to explain), stages it and puts it in the form. */
  keep(prepare: (uploadId: string, target: UploadTarget) => Promise<PreparedUpload<Value>>): Promise<void>;
  /** Forgets the waiting file (the editor saves the field's new value with the next save) and sets the field to `next`. */
  remove(next: Value | null): Promise<void>;
  retry(): void;
}

/**
 * The part the image and file pickers share: a chosen file kept in the upload outbox (src/collections/
 * uploads) and saved with the document at once, its upload's state and progress from the outbox, the
 * document's download address taken into the form when the upload is done, and replacing or discarding it.
 */
export function useUploadPicker<Value extends UploadValue, Uploaded extends UploadValue = Value>({
  name,
  value,
  onChange,
  outbox,
  uploadIdOf,
  takeUploaded,
  problemOf,
  onKept,
  previewOf,
}: UploadPickerOptions<Value, Uploaded>): UploadPicker<Value> {
  const document = useContext(ImageUploadDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Whether this device's outbox has the waiting file (false: it is uploading from the device it was chosen on). */
  const [local, setLocal] = useState<{ id: string; present: boolean; preview: string | null } | null>(null);
  const [replaced, setReplaced] = useState<Value | null>(null);
  const uploads = useSnapshot(uploadOutboxStore);
  const waiting = value !== null && value.url === '';
  const uploadId = value ? uploadIdOf(value.path) : undefined;
  const progress = uploadId ? uploads.entries[uploadId] : undefined;
  const target = document ? { ...document, field: name } : null;
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });
  const here = waiting && local !== null && local.id === uploadId ? local : null;

  // A waiting file is either in this device's outbox or on its way from another device.
  useEffect(() => {
    if (!waiting || !uploadId) return;
    let preview: string | null = null;
    let cancelled = false;
    void outbox()
      .then((box) => box.get(uploadId))
      .then((entry) => {
        if (cancelled) return;
        const blob = entry && previewOf?.(entry);
        preview = blob ? URL.createObjectURL(blob) : null;
        setLocal({ id: uploadId, present: entry !== undefined, preview });
      });
    return () => {
      cancelled = true;
      if (preview) URL.revokeObjectURL(preview);
    };
    // The outbox loader is stable for a mounted field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, uploadId]);

  // Its upload has finished (the entry has gone): take the document's address here too, so a later save keeps it.
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
      .then((box) => box.uploaded(target))
      .then((uploaded) => {
        const current = valueRef.current;
        if (uploaded && uploaded.url !== '' && current?.path === path && uploaded.path === path) {
          onChange(takeUploaded(current, uploaded));
        }
      });
    // Only when the entry comes or goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progress === undefined]);

  async function keep(
    prepare: (uploadId: string, target: UploadTarget) => Promise<PreparedUpload<Value>>,
  ): Promise<void> {
    if (!target) return;
    setProblem(null);
    setBusy(true);
    try {
      const id = newUploadId();
      const upload = await prepare(id, target);
      const { stagedEntry } = await import('../uploads/outbox-machine');
      const box = await outbox();
      await box.stage(stagedEntry(id, target, upload.files, Date.now()));
      const previous = valueRef.current;
      if (previous && previous.url !== '') setReplaced(previous);
      // A file picked a moment ago and never saved is replaced: it need not be kept.
      const previousId = previous && previous.url === '' ? uploadIdOf(previous.path) : undefined;
      if (previousId && uploadOutboxStore.entries[previousId]?.state === 'staged') {
        void box.discard(previousId, { clearDocument: false });
      }
      onChange(upload.value(previous));
      onKept?.();
    } catch (error) {
      setProblem(await problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(next: Value | null): Promise<void> {
    if (uploadId && waiting) {
      // The editor saves the field's new value with the next save: the outbox only forgets the file.
      await (await outbox()).discard(uploadId, { clearDocument: false });
    }
    onChange(next);
    setReplaced(null);
  }

  return {
    target,
    value,
    waiting,
    uploadId,
    preview: here?.preview ?? null,
    missing: here !== null && !here.present,
    state: progress?.state,
    percent: progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0,
    lastError: progress?.lastError ?? null,
    busy,
    problem,
    setProblem,
    replaced,
    keep,
    remove,
    retry: () => {
      if (uploadId) void outbox().then((box) => box.retryNow(uploadId));
    },
  };
}
