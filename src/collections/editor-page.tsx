import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArchive, IconCalendarTime, IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { formErrors } from '@/lib/form-errors';
import { slugify } from '@/lib/slug';
import { DEFAULT_TIME_ZONE, fromDateTimeInput, toDateTimeInput } from '@/lib/zoned-time';
import { connectivityStore } from '@/stores/connectivity-store';
import { sessionStore } from '@/stores/session-store';
import { repositoryFor } from './collection-data';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition, FieldDefinition } from './define-collection';
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
import { editorPermissions } from './editor-access';
import { FieldInput, type EditorValues } from './editor-fields';
import { VersionConflictError } from './repository-errors';
import { useCollectionItem } from './use-collection';

/** Fields the repository sets; the editor never shows or sends them. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version'] as const;

/** Stand-ins for the server's fields, so the whole schema can check what the editor holds. */
const SERVER_PLACEHOLDERS = {
  createdAt: new Date(0),
  updatedAt: new Date(0),
  createdBy: 'editor',
  updatedBy: 'editor',
  version: 1,
};

function editableValues(item: Record<string, unknown>): EditorValues {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !(SERVER_FIELDS as readonly string[]).includes(name)),
  );
}

/** The time now; a function of its own because form callbacks run on input, never while rendering. */
const timeNow = (): number => Date.now();

/** An id like Firestore's own: 20 letters and digits, made here so a new item has its address at once. */
export function newDocumentId(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(random(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Field-by-field differences between two versions, for the conflict view. */
export function differences(
  fields: readonly FieldDefinition<EditorValues>[],
  mine: EditorValues,
  theirs: EditorValues,
): { name: string; label: string; mine: string; theirs: string }[] {
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '(empty)';
    if (value instanceof Date) return toDateTimeInput(value, DEFAULT_TIME_ZONE).replace('T', ' ');
    if (typeof value === 'object') return JSON.stringify(value, (_key, inner: unknown) => inner ?? undefined);
    return String(value);
  };
  const labels = new Map<string, string>(fields.map((field) => [field.name, field.label]));
  labels.set('status', 'Status');
  labels.set('publishAt', 'Publish at');
  const names = new Set([...Object.keys(mine), ...Object.keys(theirs)].filter((name) => labels.has(name)));
  return [...names].flatMap((name) => {
    const a = show(mine[name]);
    const b = show(theirs[name]);
    return a === b ? [] : [{ name, label: labels.get(name) ?? name, mine: a, theirs: b }];
  });
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saved' }
  | { kind: 'conflict'; theirs: Parsed<BaseContent> | undefined; mine: EditorValues }
  | { kind: 'failed'; message: string };

interface EditorFormProps<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  id: string;
  isNew: boolean;
  item: Parsed<z.infer<Schema>> | undefined;
  /** The server's copy when it is known (no writes of ours waiting), for telling what became of a save. */
  serverItem: Parsed<z.infer<Schema>> | undefined | 'unknown';
  hasPendingWrites: boolean;
}

function EditorForm<Schema extends z.ZodType<BaseContent>>({
  definition,
  id,
  isNew,
  item,
  serverItem,
  hasPendingWrites,
}: EditorFormProps<Schema>) {
  const session = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const navigate = useNavigate();
  const fields = definition.fields as readonly FieldDefinition<EditorValues>[];
  const singular = definition.labels.singular.toLowerCase();
  const uid = session.uid ?? '';
  const isAdmin = session.roles.includes('admin');
  const titleField: string = definition.titleField;
  const slugField: string = definition.slugField;
  // An owner saves their own item; publishing and status stay with editors.
  const { canPublish } = editorPermissions(definition.access, { ...session, signedIn: session.uid !== null }, item);

  const initial = useMemo<EditorValues>(
    () => (item ? editableValues(item) : { ...(definition.empty?.() ?? {}) }),
    // The form starts from the item as it was when opened; later changes arrive as a conflict, not silently.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const baseVersion = useRef<number | null>(item?.version ?? null);
  const slugTouched = useRef(!isNew);
  const [saveState, setSaveState] = useState<SaveState>({ kind: hasPendingWrites ? 'pending' : 'idle' });
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() => (item?.publishAt ? toDateTimeInput(item.publishAt) : ''));
  const pendingSave = useRef<StoredEdit | undefined>(undefined);

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
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  useDocumentTitle(
    `${isNew ? 'New' : 'Edit'} ${singular}: ${String(form.getValues()[titleField] ?? '') || 'untitled'}`,
  );

  // A draft left from before (a reload, a crash) comes back, only to the account that wrote it, with a way to throw it away.
  useEffect(() => {
    void Promise.all([readDraft(definition.path, id, uid), readPendingSave(definition.path, id, uid)]).then(
      ([draft, pending]) => {
        pendingSave.current = pending;
        if (pending) setSaveState({ kind: 'pending' });
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
    if (!pending || serverItem === 'unknown') return;
    const outcome = saveOutcome(pending, serverItem, uid);
    if (outcome === 'arrived') {
      pendingSave.current = undefined;
      void forgetSave(definition.path, id);
      setSaveState({ kind: 'saved' });
    } else if (outcome === 'conflict') {
      setSaveState({ kind: 'conflict', theirs: serverItem, mine: pending.values });
    }
  }, [serverItem, uid, definition.path, id]);

  // Asked at the moment of leaving (not from the last render), so leaving right after a save is not stopped.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => form.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  async function save(changes: Partial<EditorValues>, expectedVersion = baseVersion.current): Promise<void> {
    const edited = { ...form.getValues(), ...changes };
    // The type's own last word before saving (e.g. a derived field), then the form's checks.
    const values = definition.slots?.beforeSave
      ? (definition.slots.beforeSave(edited as never) as EditorValues)
      : edited;
    form.setValues(values);
    const problems = validate({ ...values, ...SERVER_PLACEHOLDERS });
    if (Object.keys(problems).length > 0) {
      form.setErrors(problems);
      setSaveState({ kind: 'failed', message: 'Please fix the problems marked below. Nothing has been lost.' });
      return;
    }
    const repository = await repositoryFor(definition);
    const slug = values[slugField];
    if (typeof slug === 'string' && (await repository.slugTakenByAnother(slug, id))) {
      form.setErrors({ [slugField]: 'Another item already uses this web address. Please choose a different one.' });
      setSaveState({ kind: 'failed', message: 'Please fix the problems marked below. Nothing has been lost.' });
      return;
    }
    const edit: StoredEdit = { values, baseVersion: expectedVersion, savedAt: Date.now() };
    const write =
      expectedVersion === null
        ? repository.create(values as never, uid, id)
        : repository.update(id, values as never, expectedVersion, uid);
    pendingSave.current = edit;
    baseVersion.current = (expectedVersion ?? 0) + 1;
    await rememberSave(definition.path, id, uid, edit);
    void discardDraft(definition.path, id);
    form.setInitialValues(values);
    form.resetDirty(values);
    setRestoredAt(null);
    setSaveState({ kind: 'pending' });
    write.committed.then(
      () => {
        pendingSave.current = undefined;
        void forgetSave(definition.path, id);
        setSaveState({ kind: 'saved' });
      },
      (error: unknown) => {
        if (error instanceof VersionConflictError) return; // The live copy shows the conflict, with both versions.
        setSaveState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    if (isNew) void navigate(`${definition.dashboardPath}/${id}`, { replace: true });
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
    }
    setSaveState({ kind: 'idle' });
  }

  const values = form.getValues();
  const status = String(values.status ?? 'draft');
  const scheduled = status === 'published' && values.publishAt instanceof Date && values.publishAt > new Date();

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to={definition.dashboardPath} size="sm">
            All {definition.labels.plural.toLowerCase()}
          </Anchor>
          <Title order={1}>{isNew ? `New ${singular}` : `Edit ${singular}`}</Title>
        </div>
        <Group gap="xs" role="status" aria-live="polite">
          <Badge variant="dot" color={status === 'published' ? 'green' : 'gray'} data-testid="editor-status">
            {scheduled
              ? 'Scheduled'
              : status === 'published'
                ? 'Published'
                : status === 'archived'
                  ? 'Archived'
                  : 'Draft'}
          </Badge>
          {saveState.kind === 'pending' && (
            <Badge variant="dot" color="orange" data-testid="editor-sync">
              {online ? 'Saving…' : 'Saved on this device · waiting to sync'}
            </Badge>
          )}
          {saveState.kind === 'saved' && (
            <Badge variant="dot" color="green" data-testid="editor-sync">
              Saved
            </Badge>
          )}
          {dirty && saveState.kind !== 'pending' && (
            <Text size="sm" c="dimmed">
              Draft kept on this device
            </Text>
          )}
        </Group>
      </Group>

      {restoredAt !== null && (
        <Alert variant="light" title="Your unsaved changes are back">
          <Group justify="space-between">
            <Text size="sm">
              These are the changes you made at{' '}
              {new Date(restoredAt).toLocaleTimeString('en-GB', { timeStyle: 'short' })} and had not saved yet.
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                form.setValues(initial);
                form.resetDirty(initial);
                void discardDraft(definition.path, id);
                setRestoredAt(null);
              }}
            >
              Throw them away
            </Button>
          </Group>
        </Alert>
      )}

      {saveState.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" title="Not saved yet">
          {saveState.message}
        </Alert>
      )}

      {saveState.kind === 'conflict' && (
        <ConflictView
          fields={fields}
          singular={singular}
          mine={saveState.mine}
          theirs={saveState.theirs}
          onKeepMine={() => {
            const theirs = saveState.theirs;
            const mine = saveState.mine;
            form.setValues(mine);
            void save(mine, theirs ? theirs.version : null);
          }}
          onKeepTheirs={() => keepTheirs(saveState.theirs)}
        />
      )}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save({});
        }}
      >
        <Stack gap="sm">
          {fields.map((field) => (
            <FieldInput key={field.name} field={field} form={form} />
          ))}
          <TextInput
            label="Web address name"
            description={`The end of the page’s address: ${definition.publicPath}/${String(values.slug ?? '') || '…'}`}
            value={String(values.slug ?? '')}
            error={form.errors.slug}
            onChange={(event) => {
              slugTouched.current = true;
              form.setFieldValue('slug', event.currentTarget.value);
            }}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Save and publish
              </Title>
              <Group gap="xs">
                <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                  Save
                </Button>
                {!canPublish ? null : status !== 'published' || scheduled ? (
                  <Button
                    variant="light"
                    leftSection={<IconSend size={18} aria-hidden />}
                    onClick={() => void save({ status: 'published', publishAt: null })}
                  >
                    Publish now
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => void save({ status: 'draft', publishAt: null })}>
                    Unpublish
                  </Button>
                )}
              </Group>
              {canPublish && (
                <Group gap="xs" align="flex-end">
                  <TextInput
                    type="datetime-local"
                    label="Publish later, at"
                    description="It stays hidden from visitors until then."
                    value={scheduleAt}
                    onChange={(event) => setScheduleAt(event.currentTarget.value)}
                  />
                  <Button
                    variant="default"
                    leftSection={<IconCalendarTime size={18} aria-hidden />}
                    disabled={fromDateTimeInput(scheduleAt) === null}
                    onClick={() => void save({ status: 'published', publishAt: fromDateTimeInput(scheduleAt) })}
                  >
                    Schedule
                  </Button>
                </Group>
              )}
              {!isNew && canPublish && (
                <Group gap="xs">
                  {status !== 'archived' && (
                    <Button
                      variant="subtle"
                      color="gray"
                      leftSection={<IconArchive size={18} aria-hidden />}
                      onClick={() => setConfirming('archive')}
                    >
                      Archive
                    </Button>
                  )}
                  {isAdmin && (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={18} aria-hidden />}
                      onClick={() => setConfirming('delete')}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              )}
              {confirming && (
                <Alert
                  color={confirming === 'delete' ? 'red' : 'orange'}
                  variant="light"
                  role="alertdialog"
                  title={confirming === 'delete' ? `Delete this ${singular}?` : `Archive this ${singular}?`}
                >
                  <Text size="sm" mb="xs">
                    {confirming === 'delete'
                      ? 'It will be gone for good, for everyone. This cannot be undone.'
                      : 'Visitors will no longer see it. You can publish it again later.'}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      color={confirming === 'delete' ? 'red' : undefined}
                      onClick={() => {
                        const action = confirming;
                        setConfirming(null);
                        if (action === 'delete') void remove();
                        else void save({ status: 'archived' });
                      }}
                    >
                      {confirming === 'delete' ? 'Yes, delete it' : 'Yes, archive it'}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </Group>
                </Alert>
              )}
            </Stack>
          </Paper>
        </Stack>
      </form>

      {blocker.state === 'blocked' && (
        <Paper
          withBorder
          shadow="md"
          p="md"
          radius="md"
          role="alertdialog"
          aria-labelledby="leave-editor-title"
          pos="sticky"
          bottom={16}
        >
          <Title order={2} size="h5" id="leave-editor-title">
            Leave without saving?
          </Title>
          <Text size="sm" my="xs">
            Your changes are not saved yet. They are kept on this device as a draft, and come back when you open this{' '}
            {singular} again.
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => blocker.reset()}>
              Stay and keep editing
            </Button>
            <Button size="xs" variant="default" onClick={() => blocker.proceed()}>
              Leave
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

function ConflictView({
  fields,
  singular,
  mine,
  theirs,
  onKeepMine,
  onKeepTheirs,
}: {
  fields: readonly FieldDefinition<EditorValues>[];
  singular: string;
  mine: EditorValues;
  theirs: Parsed<BaseContent> | undefined;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}) {
  const changed = theirs ? differences(fields, mine, editableValues(theirs)) : [];
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={`Someone else changed this ${singular}`}
      data-testid="conflict"
    >
      <Stack gap="xs">
        <Text size="sm">
          {theirs
            ? `While you were editing, another editor saved a newer version (version ${theirs.version}). Nothing has been overwritten: choose which to keep.`
            : `While you were editing, it was deleted. You can save yours again, or let it go.`}
        </Text>
        {changed.length > 0 && (
          <table className="conflict-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Your version</th>
                <th scope="col">Their version</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.label}</th>
                  <td>{row.mine}</td>
                  <td>{row.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onKeepMine}>
            Keep my version
          </Button>
          <Button size="xs" variant="default" onClick={onKeepTheirs}>
            {theirs ? 'Use their version' : 'Let it go'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The one editor for creating and editing any content type, built from its definition. */
export function EditorPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const params = useParams();
  const isNew = params.id === undefined;
  const [id] = useState(() => params.id ?? newDocumentId());
  const loaded = useCollectionItem(definition, { id }, 'editor');

  if (loaded.state === 'loading') {
    return (
      <Text role="status">
        <Loader size="xs" mr="xs" aria-hidden /> Opening…
      </Text>
    );
  }
  if (loaded.state === 'error') {
    return (
      <Alert color="red" variant="light" title="This cannot be opened just now">
        {loaded.message} ({loaded.code})
      </Alert>
    );
  }
  const { item, fromCache, hasPendingWrites } = loaded.value;
  if (!isNew && !item) {
    return (
      <Stack>
        <Title order={1}>Not found</Title>
        <Text>
          {fromCache
            ? `This ${definition.labels.singular.toLowerCase()} has not been saved on this device, and you are offline. Try again when you have a connection.`
            : `There is no ${definition.labels.singular.toLowerCase()} at this address. It may have been deleted.`}
        </Text>
        <Anchor component={Link} to={definition.dashboardPath}>
          All {definition.labels.plural.toLowerCase()}
        </Anchor>
      </Stack>
    );
  }
  const serverItem = !fromCache && !hasPendingWrites ? item : 'unknown';
  return (
    <EditorForm
      key={id}
      definition={definition}
      id={id}
      isNew={isNew}
      item={item}
      serverItem={serverItem}
      hasPendingWrites={hasPendingWrites}
    />
  );
}
