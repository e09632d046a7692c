import { Table } from '@mantine/core';

/**
 * A table's header row: one column heading per name, each marked `scope="col"` so screen readers read it
 * with the cells below it.
 */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
