import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { FieldDefinition } from './define-collection';
import { differences, editableValues, type EditorValues } from './editor-save-state';

/** Someone else saved first: both versions side by side, and the editor chooses. Nothing is overwritten. */
export function ConflictView({
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
