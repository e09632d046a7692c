import { serialRunner, timerAlarm, type Alarm, type SerialRunner } from '@/collections/outbox/queue-runner';
import type { StorageService } from '@/firebase/storage-service';
import {
  completionStep,
  describeUnsavedAddress,
  describeUploadError,
  describeWaitingForSave,
  failed,
  fileUploaded,
  MOVED_ON_GRACE_MS,
  STAGED_KEPT_MS,
  filesToSend,
  nextDue,
  nextWake,
  pointsAt,
  progressed,
  promoted,
  resumed,
  retriedNow,
  started,
  type DocumentImage,
  type DocumentState,
  type OutboxEntry,
  type UploadTarget,
} from './outbox-machine';

/** Where entries are kept: IndexedDB in the app (outbox-idb.ts), a Map in tests. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The document side: what it says now, and a normal versioned save of the picture's field. */
export interface DocumentLink {
  /** `fresh`: from the server (after a refused save), else this device's copy. */
  read(target: UploadTarget, fresh: boolean): Promise<DocumentState | undefined>;
  /** `committed` settles when the server has the save; it rejects with a VersionConflictError if refused. */
  write(target: UploadTarget, image: DocumentImage | null, version: number): { committed: Promise<void> };
}

export interface OutboxDeps {
  store: OutboxStore;
  storage: () => Promise<StorageService>;
  documents: DocumentLink;
  now?: () => number;
  online?: () => boolean;
  /** In [0, 1), spreads retries from many devices apart. */
  jitter?: () => number;
  /** Called after every change, with every entry (for the UI's summary). */
  onChange?: (entries: readonly OutboxEntry[]) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Runs the pump where no other tab runs one (Web Locks in the app); by default, at once. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

/** A refused url save is tried again with the server's version this many times before it counts as a failure. */
const MAX_CONFLICTS = 5;

function isVersionConflict(error: unknown): boolean {
  return error instanceof Error && error.name === 'VersionConflictError';
}

/**
 * The outbox: photos picked in the editor wait here (IndexedDB) until their files are in Storage and the
 * document shows them. One pump works through due entries one at a time; triggers (start, `online`, tab
 * visible, a save, a timer for the next retry) only ask it to run again.
 */
export class Outbox {
  private readonly deps: Required<OutboxDeps>;
  private entries = new Map<string, OutboxEntry>();
  private loaded: Promise<void> | undefined;
  private readonly runner: SerialRunner;
  private readonly alarm: Alarm;
  private active: { id: string; controller: AbortController } | undefined;
  private readonly conflicts = new Map<string, number>();
  /** Url saves still waiting for the server, by entry id: not written twice. */
  private readonly writing = new Set<string>();

  constructor(deps: OutboxDeps) {
    this.deps = {
      now: () => Date.now(),
      online: () => true,
      jitter: () => Math.random(),
      onChange: () => undefined,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      exclusive: (work) => work(),
      ...deps,
    };
    this.runner = serialRunner(
      () => this.pass(),
      () => this.schedule(),
    );
    this.alarm = timerAlarm(this.deps.setTimer, this.deps.clearTimer);
  }

  /** Reads every entry from the store; an upload cut short by a reload is queued again. */
  private refresh(): Promise<void> {
    this.loaded = (async () => {
      const stored = await this.deps.store.all();
      const next = new Map<string, OutboxEntry>();
      for (const entry of stored) {
        const active = this.active?.id === entry.id ? this.entries.get(entry.id) : undefined;
        next.set(entry.id, active ?? resumed(entry));
      }
      this.entries = next;
      this.emit();
    })();
    return this.loaded;
  }

  async list(): Promise<OutboxEntry[]> {
    await (this.loaded ?? this.refresh());
    return [...this.entries.values()];
  }

  async get(id: string): Promise<OutboxEntry | undefined> {
    await (this.loaded ?? this.refresh());
    return this.entries.get(id);
  }

  /** Keeps a picked picture (not sent until the document is saved pointing at it). */
  async stage(entry: OutboxEntry): Promise<void> {
    await (this.loaded ?? this.refresh());
    await this.save(entry);
    this.run();
  }

  /**
   * Forgets a picture: its entry goes, an upload under way stops, and if the document still points at
   * the picture its field is cleared (a versioned save). `clearDocument: false` when the editor clears
   * the field itself.
   */
  async discard(id: string, options: { clearDocument?: boolean } = {}): Promise<void> {
    await (this.loaded ?? this.refresh());
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (this.active?.id === id) this.active.controller.abort();
    await this.deps.store.remove(id);
    this.emit();
    if (options.clearDocument === false || entry.state === 'staged') return;
    const document = await this.deps.documents.read(entry.target, false);
    if (document && pointsAt(entry, document)) {
      this.deps.documents.write(entry.target, null, document.version).committed.catch((error: unknown) => {
        console.warn('The picture could not be removed from its document.', error);
      });
    }
  }

  /** "Try again now" for a failed upload. */
  async retryNow(id: string): Promise<void> {
    const entry = await this.get(id);
    if (entry) await this.save(retriedNow(entry, this.deps.now()));
    this.run();
  }

  /** Asks the pump to run (now, or again when it finishes). Never throws. */
  run(): void {
    if (this.runner.busy) {
      void this.runner.run();
      return;
    }
    void this.deps
      .exclusive(() => this.pump())
      .catch((error: unknown) => console.warn('The upload outbox stopped.', error));
  }

  /**
   * Works through everything due now; resolves when there is nothing more to do for the moment. Asked
   * while it runs, it runs once more and the caller waits for that too.
   */
  pump(): Promise<void> {
    return this.runner.run();
  }

  /** One look through the outbox: staged pictures now saved are queued, then each due entry is worked on once. */
  private async pass(): Promise<void> {
    await this.refresh();
    await this.promoteSaved();
    const visited = new Set<string>();
    for (;;) {
      const pending = [...this.entries.values()].filter((entry) => !visited.has(entry.id));
      const entry = nextDue(pending, this.deps.now(), this.deps.online());
      if (!entry) break;
      visited.add(entry.id);
      await this.work(entry);
    }
  }

  /** Staged pictures whose document has been saved pointing at them are queued. */
  private async promoteSaved(): Promise<void> {
    for (const entry of [...this.entries.values()]) {
      if (entry.state !== 'staged') continue;
      const document = await this.deps.documents.read(entry.target, false).catch(() => undefined);
      if (pointsAt(entry, document)) await this.save(promoted(entry, this.deps.now()));
      else if (this.deps.now() - entry.createdAt > STAGED_KEPT_MS) await this.forget(entry.id);
    }
  }

  private schedule(): void {
    this.alarm.clear();
    const wake = nextWake([...this.entries.values()], this.deps.now());
    if (wake !== undefined) this.alarm.set(wake - this.deps.now(), () => this.run());
  }

  private async save(entry: OutboxEntry): Promise<void> {
    this.entries.set(entry.id, entry);
    await this.deps.store.put(entry);
    this.emit();
  }

  private async forget(id: string): Promise<void> {
    this.entries.delete(id);
    await this.deps.store.remove(id);
    this.emit();
  }

  private emit(): void {
    this.deps.onChange([...this.entries.values()]);
  }

  private async work(entry: OutboxEntry): Promise<void> {
    if (entry.state === 'uploaded') {
      await this.complete(entry);
      return;
    }
    let current = started(entry);
    const controller = new AbortController();
    this.active = { id: entry.id, controller };
    const discarded = () => !this.entries.has(entry.id);
    try {
      await this.save(current);
      const storage = await this.deps.storage();
      for (const file of filesToSend(current)) {
        if (current.uncertain) {
          // The last attempt may have finished unseen: the same path is never sent twice.
          const there = await storage.exists(file.path);
          if (there) {
            current = fileUploaded(current, file.path, there.downloadUrl);
            await this.save(current);
            continue;
          }
        }
        const { downloadUrl } = await storage.upload(
          file.path,
          file.blob,
          file.contentType,
          (sent) => {
            if (discarded()) return;
            current = progressed(current, file.path, sent);
            // Progress is for the screen only: after a reload the file is sent again from the start.
            this.entries.set(current.id, current);
            this.emit();
          },
          controller.signal,
        );
        if (discarded()) return;
        current = fileUploaded(current, file.path, downloadUrl);
        await this.save(current);
      }
    } catch (error) {
      if (discarded()) return;
      console.warn('An upload failed; it will be tried again.', error);
      const why = (await this.refusedBeforeSave(error, current))
        ? describeWaitingForSave(current)
        : describeUploadError(error, current);
      await this.save(failed(current, why, this.deps.now(), this.deps.jitter()));
      return;
    } finally {
      this.active = undefined;
    }
    if (!discarded()) await this.complete({ ...current, uncertain: false });
  }

  /** Refused by the rules while the document naming the file is still only on this device. */
  private async refusedBeforeSave(error: unknown, entry: OutboxEntry): Promise<boolean> {
    if ((error as { code?: unknown } | null)?.code !== 'storage/unauthorized') return false;
    const document = await this.deps.documents.read(entry.target, false).catch(() => undefined);
    return document !== undefined && !document.confirmed && pointsAt(entry, document);
  }

  /** Every file is in Storage: write the url(s) to the document (once), then forget the entry. */
  private async complete(entry: OutboxEntry): Promise<void> {
    if (this.writing.has(entry.id)) return;
    const fresh = (this.conflicts.get(entry.id) ?? 0) > 0;
    let document: DocumentState | undefined;
    try {
      document = await this.deps.documents.read(entry.target, fresh);
    } catch (error) {
      console.warn('The document of an uploaded picture could not be read.', error);
      return;
    }
    const step = completionStep(entry, document);
    if (step.kind === 'wait') return;
    if (step.kind === 'moved-on' && this.deps.now() - entry.createdAt < MOVED_ON_GRACE_MS) return;
    if (step.kind === 'done' || step.kind === 'moved-on') {
      if (step.kind === 'moved-on') {
        console.info(`The document no longer shows ${entry.files[0]?.path ?? entry.id}; its upload is forgotten.`);
      }
      this.conflicts.delete(entry.id);
      await this.forget(entry.id);
      return;
    }
    this.writing.add(entry.id);
    let committed: Promise<void>;
    try {
      committed = this.deps.documents.write(entry.target, step.image, step.version).committed;
    } catch (error) {
      this.writing.delete(entry.id);
      await this.save(failed(entry, describeUploadError(error, entry), this.deps.now(), this.deps.jitter()));
      return;
    }
    // Not awaited: offline, the server's answer may come after a reload. The entry stays `uploaded`
    // until then, and the next run finds the url(s) written on this device and waits.
    committed.then(
      () => {
        this.writing.delete(entry.id);
        this.conflicts.delete(entry.id);
        this.run();
      },
      (error: unknown) => {
        this.writing.delete(entry.id);
        const count = (this.conflicts.get(entry.id) ?? 0) + 1;
        this.conflicts.set(entry.id, count);
        if (isVersionConflict(error) && count < MAX_CONFLICTS) {
          this.run();
          return;
        }
        this.conflicts.delete(entry.id);
        const current = this.entries.get(entry.id);
        if (current) {
          void this.save(failed(current, describeUnsavedAddress(current), this.deps.now(), this.deps.jitter())).then(
            () => this.run(),
          );
        }
      },
    );
  }

  /** Stops the retry timer (tests, sign-out). */
  stop(): void {
    this.alarm.clear();
    this.active?.controller.abort();
  }
}
