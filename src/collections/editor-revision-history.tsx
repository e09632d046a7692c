import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import { repositoryFor } from './collection-data';
import type { CollectionDefinition, FieldDefinition } from './define-collection';
import type { EditorValues } from './editor-save-state';
import { revisionRows, type Revision } from './revisions';

const when = (date: Date | null | undefined): string =>
  date ? date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'not yet known';

/** The values a revision holds: checked against the schema when it still fits, as stored otherwise. */
export function revisionValues(revision: Revision<unknown>): Record<string, unknown> {
  return (revision.item as Record<string, unknown> | undefined) ?? revision.raw;
}

function useRevisions<Schema extends z.ZodType<BaseContent>>(definition: CollectionDefinition<Schema>, id: string) {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; revisions: Revision<z.infer<Schema>>[] } | { kind: 'error'; message: string }
  >({ kind: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void repositoryFor(definition).then((repository) => {
      if (cancelled) return;
      stop = repository.subscribeRevisions(
        id,
        (revisions) => setState({ kind: 'ready', revisions }),
        (error) => setState({ kind: 'error', message: error.message }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [definition, id]);
  return state;
}

/**
 * The editor's "History": every earlier version of the item (who wrote it and when), one of them beside the
 * form field by field with the changed fields marked, and "Restore this version", which puts it in the form
 * and saves it as a new version (so a conflict with someone else's save shows as any other).
 */
export function RevisionHistory<Schema extends z.ZodType<BaseContent>>({
  definition,
  id,
  fields,
  current,
  currentUid,
  onRestore,
}: {
  definition: CollectionDefinition<Schema>;
  id: string;
  fields: readonly FieldDefinition<EditorValues>[];
  /** The form's values now. */
  current: EditorValues;
  currentUid: string;
  onRestore: (values: Record<string, unknown>) => void;
}) {
  const state = useRevisions(definition, id);
  const [chosen, setChosen] = useState<string | null>(null);
  const who = (uid: unknown): string => (uid === currentUid ? 'you' : typeof uid === 'string' && uid ? uid : 'someone');

  if (state.kind === 'loading') return <Text size="sm">Looking for earlier versions…</Text>;
  if (state.kind === 'error') {
    return (
      <Alert color="red" variant="light" title="Earlier versions cannot be shown just now">
        {state.message}
      </Alert>
    );
  }
  if (state.revisions.length === 0) {
    return <Text size="sm">No earlier versions yet: each save from now on keeps the one it replaces.</Text>;
  }
  const revision = state.revisions.find((candidate) => candidate.id === chosen);
  const values = revision ? revisionValues(revision) : undefined;
  const rows = values ? revisionRows(fields, values, current) : [];
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Earlier versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Written</Table.Th>
              <Table.Th scope="col">Replaced</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Compare</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.revisions.map((entry) => {
              const written = revisionValues(entry);
              const writtenAt = written.updatedAt instanceof Date ? written.updatedAt : null;
              return (
                <Table.Tr key={entry.id} data-testid="revision" aria-selected={entry.id === chosen}>
                  <Table.Td>Version {entry.version}</Table.Td>
                  <Table.Td>
                    {when(writtenAt)} by {who(written.updatedBy)}
                  </Table.Td>
                  <Table.Td>
                    {when(entry.savedAt)} by {who(entry.savedBy)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={entry.id === chosen ? 'filled' : 'default'}
                      onClick={() => setChosen(entry.id === chosen ? null : entry.id)}
                      aria-pressed={entry.id === chosen}
                    >
                      Compare version {entry.version}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {revision && values && (
        <Stack gap="xs" data-testid="revision-comparison">
          <Title order={3} size="h4">
            Version {revision.version} beside the form now
          </Title>
          {!revision.item && (
            <Text size="sm" c="orange">
              This version no longer fits every check of today’s form: restoring it may ask you to fix some fields.
            </Text>
          )}
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label={`Version ${revision.version} compared with the form`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Version {revision.version}</Table.Th>
                  <Table.Th scope="col">Now</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.name} data-changed={row.changed}>
                    <Table.Th scope="row">
                      <Group gap={6}>
                        {row.label}
                        {row.changed && (
                          <Badge size="xs" color="orange" variant="dot">
                            Changed
                          </Badge>
                        )}
                      </Group>
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.then}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.now}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button
              onClick={() => {
                onRestore(values);
                setChosen(null);
              }}
            >
              Restore this version
            </Button>
            <Text size="sm" c="dimmed">
              Saved as a new version; the current one stays in the history. Publishing and the web address stay as they
              are now.
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
