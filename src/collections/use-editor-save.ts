import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router';
import type * as z from 'zod';
import { formErrors } from '@/lib/form-errors';
import { slugify } from '@/lib/slug';
import { repositoryFor } from './collection-data';
import { emptyBaseContent, type BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import {
  discardDraft,
  forgetSave,
  readDraft,
  readPendingSave,
  rememberSave,
  saveOutcome,
  writeDraft,
  type StoredEdit,
} from './editor-drafts';
import {
  editableValues,
  keptOnConflict,
  saveReducer,
  SERVER_PLACEHOLDERS,
  type EditorValues,
} from './editor-save-state';
import { VersionConflictError } from './repository-errors';
import { rebaseOnUploadedUrls } from './uploads/uploaded-urls';

/** The time now; a function of its own because form callbacks run on input, never while rendering. */
const timeNow = (): number => Date.now();

interface EditorSaveOptions<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  id: string;
  isNew: boolean;
  uid: string;
  item: Parsed<z.infer<Schema>> | undefined;
  /** The server's copy when it is known (no writes of ours waiting), for telling what became of a save. */
  serverItem: Parsed<z.infer<Schema>> | undefined | 'unknown';
  hasPendingWrites: boolean;
  /** A new item added by an owner who is not an editor: the owner field starts with their uid. */
  asNewOwner?: boolean;
}

/**
 * The editor's form, drafts, saves and conflicts. The decisions are in `saveReducer` (tested without a
 * DOM); this hook wires them to the form, IndexedDB and the repository.
 */
export function useEditorSave<Schema extends z.ZodType<BaseContent>>({
  definition,
  id,
  isNew,
  uid,
  item,
  serverItem,
  hasPendingWrites,
  asNewOwner = false,
}: EditorSaveOptions<Schema>) {
  const navigate = useNavigate();
  /** Set when a new item's first save brought the editor to the item's own address (a fresh editor). */
  const createdHere = (useLocation().state as { createdHere?: boolean } | null)?.createdHere === true;
  const initial = useMemo<EditorValues>(
    () =>
      item
        ? editableValues(item)
        : {
            ...emptyBaseContent(),
            ...(definition.empty?.() ?? {}),
            // A new item an owner adds (a seller's product) is theirs from its first save; the rules check it.
            ...(asNewOwner && definition.access?.ownerField ? { [definition.access.ownerField]: uid } : {}),
          },
    // The form starts from the item as it was when opened; later changes arrive as a conflict, not silently.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const baseVersion = useRef<number | null>(item?.version ?? null);
  const slugTouched = useRef(!isNew);
  const titleField: string = definition.titleField;
  const slugField: string = definition.slugField;
  const [saveState, dispatch] = useReducer(saveReducer, { kind: hasPendingWrites ? 'pending' : 'idle' });
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  /** The values as last saved from here (or as opened): what visitors see once it syncs. */
  const [saved, setSaved] = useState<EditorValues>(initial);
  const pendingSave = useRef<StoredEdit | undefined>(undefined);
  /**
   * Whether the device's record of an unsent save has been read. The server's copy can arrive first (a new
   * item opens at its own address just after its save), so what became of the save is decided again then.
   */
  const [pendingSaveRead, setPendingSaveRead] = useState(false);

  const validate = useMemo(() => formErrors(definition.schema), [definition.schema]);
  const form = useForm<EditorValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validate({ ...values, ...SERVER_PLACEHOLDERS }),
    onValuesChange: (values, previous) => {
      if (values[titleField] !== previous[titleField] && !slugTouched.current) {
        form.setFieldValue(slugField, slugify(String(values[titleField] ?? '')));
      }
      writeDraft(definition.path, id, uid, { values, baseVersion: baseVersion.current, savedAt: timeNow() });
    },
  });

  // A draft left from before (a reload, a crash) comes back, only to the account that wrote it, with a way to throw it away.
  useEffect(() => {
    void Promise.all([readDraft(definition.path, id, uid), readPendingSave(definition.path, id, uid)]).then(
      ([draft, pending]) => {
        pendingSave.current = pending;
        if (pending) dispatch({ type: 'found-pending' });
        // The save is recorded before the editor moves here and forgotten only once the server has it.
        else if (createdHere) dispatch({ type: 'committed' });
        setPendingSaveRead(true);
        if (draft && draft.baseVersion === baseVersion.current) {
          form.setValues(draft.values);
          setRestoredAt(draft.savedAt);
        }
      },
    );
    // Once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What became of a save from this device, once the server's copy is known (also after a reload).
  useEffect(() => {
    const pending = pendingSave.current;
    if (!pendingSaveRead || !pending || serverItem === 'unknown') return;
    const outcome = saveOutcome(pending, serverItem, uid);
    if (outcome === 'arrived') {
      pendingSave.current = undefined;
      void forgetSave(definition.path, id);
      dispatch({ type: 'committed' });
    } else if (outcome === 'conflict') {
      dispatch({ type: 'overtaken', theirs: serverItem, mine: pending.values });
    }
  }, [pendingSaveRead, serverItem, uid, definition.path, id]);

  async function save(changes: Partial<EditorValues>, expectedVersion = baseVersion.current): Promise<void> {
    // A fixed page's web address name is its id (firestore.rules: validPage).
    let edited = { ...form.getValues(), ...changes, ...(definition.fixedIds ? { [slugField]: id } : {}) };
    // Photos' download addresses the upload outbox saved since (a new version, by this person) are not
    // someone else's change: keep them, and save on top of them.
    const rebased =
      item && expectedVersion !== null && item.version > expectedVersion && item.updatedBy === uid
        ? rebaseOnUploadedUrls(edited, saved, item as unknown as Record<string, unknown> & { version: number })
        : undefined;
    if (rebased) {
      edited = rebased.values;
      expectedVersion = rebased.version;
    }
    // The type's own last word before saving (e.g. a derived field), then the form's checks.
    const values = definition.slots?.beforeSave
      ? (definition.slots.beforeSave(edited as never) as EditorValues)
      : edited;
    // A status a button asked for (publish, unpublish, archive, schedule) shows only once the save is
    // taken: until then the form keeps the one it had, so it never says "Published" about something
    // nobody can see.
    const before = form.getValues();
    form.setValues({ ...values, status: before.status, publishAt: before.publishAt });
    const problems = validate({ ...values, ...SERVER_PLACEHOLDERS });
    if (Object.keys(problems).length > 0) {
      form.setErrors(problems);
      dispatch({ type: 'invalid' });
      return;
    }
    // At once, so the badge never shows the last save's "Saved" for this one.
    dispatch({ type: 'started' });
    let repository: Awaited<ReturnType<typeof repositoryFor>>;
    try {
      repository = await repositoryFor(definition);
    } catch (error) {
      // The data code could not load (offline before it was ever fetched): nothing was written; the draft stays.
      dispatch({ type: 'write-failed', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const slug = values[slugField];
    if (typeof slug === 'string' && (await repository.slugTakenByAnother(slug, id))) {
      form.setErrors({ [slugField]: 'Another item already uses this web address. Please choose a different one.' });
      dispatch({ type: 'invalid' });
      return;
    }
    const edit: StoredEdit = { values, baseVersion: expectedVersion, savedAt: Date.now() };
    const write =
      expectedVersion === null
        ? repository.create(values as never, uid, id)
        : repository.update(id, values as never, expectedVersion, uid);
    pendingSave.current = edit;
    baseVersion.current = (expectedVersion ?? 0) + 1;
    // "Saved on this device" only once it is: a reload straight after must find the save in the device's copy.
    await Promise.all([rememberSave(definition.path, id, uid, edit), write.savedLocally]);
    void discardDraft(definition.path, id);
    form.setValues(values);
    form.setInitialValues(values);
    form.resetDirty(values);
    setSaved(values);
    setRestoredAt(null);
    dispatch({ type: 'queued' });
    write.committed.then(
      () => {
        pendingSave.current = undefined;
        void forgetSave(definition.path, id);
        dispatch({ type: 'committed' });
      },
      (error: unknown) => {
        if (error instanceof VersionConflictError) dispatch({ type: 'version-conflict' });
        else dispatch({ type: 'write-failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    if (isNew) void navigate(`${definition.dashboardPath}/${id}`, { replace: true, state: { createdHere: true } });
  }

  async function remove(): Promise<void> {
    const repository = await repositoryFor(definition);
    void repository.remove(id).committed.catch((error: unknown) => console.warn('Delete refused', error));
    await discardDraft(definition.path, id);
    form.resetDirty();
    void navigate(definition.dashboardPath);
  }

  function keepTheirs(theirs: Parsed<BaseContent> | undefined): void {
    pendingSave.current = undefined;
    void forgetSave(definition.path, id);
    if (theirs) {
      const values = editableValues(theirs);
      baseVersion.current = theirs.version;
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      setSaved(values);
    }
    dispatch({ type: 'resolved' });
  }

  function keepMine(mine: EditorValues, theirs: Parsed<BaseContent> | undefined): void {
    const kept = keptOnConflict(mine, theirs, definition.serverOwnedInConflicts);
    form.setValues(kept);
    void save(kept, theirs ? theirs.version : null);
  }

  function throwAwayRestored(): void {
    form.setValues(initial);
    form.resetDirty(initial);
    void discardDraft(definition.path, id);
    setRestoredAt(null);
  }

  function editSlug(slug: string): void {
    slugTouched.current = true;
    form.setFieldValue(slugField, slug);
  }

  return { form, saveState, saved, restoredAt, save, remove, keepTheirs, keepMine, throwAwayRestored, editSlug };
}
