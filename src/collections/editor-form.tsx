import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { connectivityStore } from '@/stores/connectivity-store';
import { sessionStore } from '@/stores/session-store';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition, FieldDefinition } from './define-collection';
import { ConflictView } from './editor-conflict-view';
import { FieldInput } from './editor-fields';
import classes from './editor-layout.module.css';
import { LeaveGuard } from './editor-leave-guard';
import { RevisionHistory } from './editor-revision-history';
import { restoredValues } from './revisions';
import { editorPermissions } from './editor-access';
import { EditorActionBar, PublishPanel } from './editor-publish-panel';
import {
  groupIntoSections,
  INVALID_MESSAGE,
  keptOnConflict,
  problemSummary,
  publicUrl,
  publishState,
  syncLabel,
  type EditorValues,
} from './editor-save-state';
import { useEditorSave } from './use-editor-save';

/** The section the web address and publishing choices go in, last but for the history. */
const PUBLISHING = 'Publishing';
/** Earlier versions, for types with revisions (after the form: it is not part of it). */
const HISTORY = 'History';

const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One section of the form, under the heading the form's index links to (by `sectionId`). */
function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = sectionId(title);
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" mb="sm" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </section>
  );
}

interface EditorFormProps<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  id: string;
  isNew: boolean;
  item: Parsed<z.infer<Schema>> | undefined;
  /** The server's copy when it is known (no writes of ours waiting), for telling what became of a save. */
  serverItem: Parsed<z.infer<Schema>> | undefined | 'unknown';
  hasPendingWrites: boolean;
}

/** The form of one item, in its sections, with its status, its problems, publishing and history. */
export function EditorForm<Schema extends z.ZodType<BaseContent>>({
  definition,
  id,
  isNew,
  item,
  serverItem,
  hasPendingWrites,
}: EditorFormProps<Schema>) {
  const session = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const fields = definition.fields as readonly FieldDefinition<EditorValues>[];
  const singular = definition.labels.singular.toLowerCase();
  const uid = session.uid ?? '';
  const isAdmin = session.roles.includes('admin');
  // An owner saves their own item; publishing and status stay with editors.
  const { canPublish, asOwner } = editorPermissions(
    definition.access,
    { ...session, signedIn: session.uid !== null },
    item,
  );
  const titleField: string = definition.titleField;
  const slugField: string = definition.slugField;
  const editor = useEditorSave({
    definition,
    id,
    isNew,
    uid,
    item,
    serverItem,
    hasPendingWrites,
    asNewOwner: isNew && asOwner,
  });
  const { form, saveState } = editor;

  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  useDocumentTitle(
    `${isNew ? 'New' : 'Edit'} ${singular}: ${String(form.getValues()[titleField] ?? '') || 'untitled'}`,
  );

  const values = form.getValues();
  const state = publishState(values);
  const viewUrl = dirty
    ? null
    : definition.itemPath
      ? publicUrl(definition.publicPath, editor.saved) && definition.itemPath(editor.saved as never)
      : publicUrl(definition.publicPath, editor.saved);
  // A save the form's checks refused takes the editor to the first problem (or to the alert that lists them).
  const formRef = useRef<HTMLFormElement>(null);
  const problemsAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saveState.kind !== 'failed' || saveState.message !== INVALID_MESSAGE) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? problemsAlert.current)?.focus();
  }, [saveState]);
  const showHistory = definition.revisions === true && !isNew;
  const sync = syncLabel(saveState, online);
  const problems =
    saveState.kind === 'failed'
      ? problemSummary([...fields, { name: slugField, label: 'Web address name' }], form.errors)
      : [];
  // Fields the definition puts under "Publishing" join the web address and publishing choices there.
  const sections = groupIntoSections(fields.filter((field) => field.section !== PUBLISHING));
  const publishingFields = fields.filter((field) => field.section === PUBLISHING);
  const sectionTitles = [...sections.map((section) => section.title), PUBLISHING, ...(showHistory ? [HISTORY] : [])];

  return (
    <div className={classes.layout}>
      <nav className={classes.index} aria-label="Sections of this form">
        <Text size="sm" fw={600} mb={4}>
          On this page
        </Text>
        <ul>
          {sectionTitles.map((title) => (
            <li key={title}>
              <Anchor href={`#${sectionId(title)}`} size="sm">
                {title}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
      <Stack gap="md" miw={0}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Anchor component={Link} to={definition.dashboardPath} size="sm">
              All {definition.labels.plural.toLowerCase()}
            </Anchor>
            <Title order={1}>{isNew ? `New ${singular}` : `Edit ${singular}`}</Title>
          </div>
          <Group gap="xs" role="status" aria-live="polite">
            <Badge variant="dot" color={state === 'published' ? 'green' : 'gray'} data-testid="editor-status">
              {state === 'scheduled'
                ? 'Scheduled'
                : state === 'published'
                  ? 'Published'
                  : state === 'archived'
                    ? 'Archived'
                    : 'Draft'}
            </Badge>
            {sync !== null && (
              <Badge variant="dot" color={saveState.kind === 'saved' ? 'green' : 'orange'} data-testid="editor-sync">
                {sync}
              </Badge>
            )}
            {dirty && saveState.kind !== 'pending' && saveState.kind !== 'saving' && (
              <Text size="sm" c="dimmed">
                Draft kept on this device
              </Text>
            )}
          </Group>
        </Group>

        {editor.restoredAt !== null && (
          <Alert variant="light" title="Your unsaved changes are back">
            <Group justify="space-between">
              <Text size="sm">
                These are the changes you made at{' '}
                {new Date(editor.restoredAt).toLocaleTimeString('en-GB', { timeStyle: 'short' })} and had not saved yet.
              </Text>
              <Button size="xs" variant="default" onClick={editor.throwAwayRestored}>
                Throw them away
              </Button>
            </Group>
          </Alert>
        )}

        {saveState.kind === 'failed' && (
          <Alert ref={problemsAlert} tabIndex={-1} color="red" variant="light" role="alert" title="Not saved yet">
            {saveState.message}
            {problems.length > 0 && (
              <ul className={classes.problems}>
                {problems.map((problem) => (
                  <li key={`${problem.field}:${problem.message}`}>
                    <strong>{problem.label}:</strong> {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        {saveState.kind === 'conflict' && (
          <ConflictView
            fields={fields}
            singular={singular}
            // What "Keep my version" saves: fields the server owns (a product's stock) show no difference.
            mine={keptOnConflict(saveState.mine, saveState.theirs, definition.serverOwnedInConflicts)}
            theirs={saveState.theirs}
            onKeepMine={() => editor.keepMine(saveState.mine, saveState.theirs)}
            onKeepTheirs={() => editor.keepTheirs(saveState.theirs)}
          />
        )}

        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save({});
          }}
        >
          <Stack gap="xl">
            {sections.map((section) => (
              <EditorSection key={section.title} title={section.title}>
                <Stack gap="sm">
                  {section.fields.map((field) => (
                    <FieldInput key={field.name} field={field} form={form} />
                  ))}
                </Stack>
              </EditorSection>
            ))}
            <EditorSection title={PUBLISHING}>
              <Stack gap="sm">
                {publishingFields.map((field) => (
                  <FieldInput key={field.name} field={field} form={form} />
                ))}
                {definition.fixedIds ? (
                  // A fixed page keeps its address: its web address name is its id.
                  <Text size="sm">
                    Address: {definition.itemPath?.(values as never) ?? `${definition.publicPath}/${id}`}
                  </Text>
                ) : (
                  <TextInput
                    label="Web address name"
                    description={`The end of the page’s address: ${definition.publicPath}/${String(values[slugField] ?? '') || '…'}`}
                    value={String(values[slugField] ?? '')}
                    error={form.errors[slugField]}
                    onChange={(event) => editor.editSlug(event.currentTarget.value)}
                  />
                )}
                <PublishPanel
                  canPublish={canPublish}
                  values={values}
                  singular={singular}
                  isNew={isNew}
                  isAdmin={isAdmin}
                  onSave={(changes) => void editor.save(changes)}
                  onRemove={() => void editor.remove()}
                />
              </Stack>
            </EditorSection>
            <EditorActionBar
              canPublish={canPublish}
              published={state === 'published'}
              viewUrl={viewUrl}
              onPublish={() => void editor.save({ status: 'published', publishAt: null })}
              onUnpublish={() => void editor.save({ status: 'draft', publishAt: null })}
            />
          </Stack>
        </form>

        {showHistory && (
          <EditorSection title={HISTORY}>
            <RevisionHistory
              definition={definition}
              id={id}
              fields={fields}
              current={values}
              currentUid={uid}
              onRestore={(revision) => void editor.save(restoredValues(revision, form.getValues()))}
            />
          </EditorSection>
        )}

        <LeaveGuard isDirty={() => form.isDirty()} singular={singular} />
      </Stack>
    </div>
  );
}
