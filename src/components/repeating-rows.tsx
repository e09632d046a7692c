import type { ReactNode } from 'react';
import { ActionIcon, Box, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface RepeatingRowsProps<Row> {
  legend: ReactNode;
  description?: ReactNode;
  rows: readonly Row[];
  /** A key that stays the same while a row is edited (an id, or the position when there is none). */
  rowKey: (row: Row, index: number) => string | number;
  /** The row's own inputs; each input's label names its row ("Option 2 price"). */
  renderRow: (row: Row, index: number) => ReactNode;
  /** The remove button's name, for screen readers: "Remove option 2". */
  removeLabel: (row: Row, index: number) => string;
  onRemove: (index: number) => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** A problem with the list as a whole. */
  error?: ReactNode;
  /** No "Add" button once there are this many. */
  max: number;
  addLabel: string;
  onAdd: () => void;
}

/**
 * A list the editor grows and shrinks (a product's options, a shop's collection times, the site's social
 * links): one fieldset, each row's inputs with a remove button, then "Add …" until the limit.
 */
export function RepeatingRows<Row>({
  legend,
  description,
  rows,
  rowKey,
  renderRow,
  removeLabel,
  onRemove,
  empty,
  error,
  max,
  addLabel,
  onAdd,
}: RepeatingRowsProps<Row>) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {rows.length === 0 && empty && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={rowKey(row, index)} gap="xs" align="flex-start" wrap="nowrap">
            <Box style={{ flex: 1, minWidth: 0 }}>{renderRow(row, index)}</Box>
            {/* Level with the inputs, below their labels. */}
            <ActionIcon
              variant="default"
              size="lg"
              mt={24}
              aria-label={removeLabel(row, index)}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        {rows.length < max && (
          <Group>
            <Button variant="default" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
              {addLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
