import { Table } from '@mantine/core';
import { BUILD_ID, BUILD_TIME_TEXT } from '@/config/build-info';

/** The version of the app on this device, for support conversations ("which version do you have?"). */
export function BuildInfo({ children }: { children?: React.ReactNode }) {
  return (
    <Table variant="vertical" withTableBorder maw={560} data-testid="build-info">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={180}>App version</Table.Th>
          <Table.Td data-testid="build-id">{BUILD_ID}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Released</Table.Th>
          <Table.Td>{BUILD_TIME_TEXT}</Table.Td>
        </Table.Tr>
        {children}
      </Table.Tbody>
    </Table>
  );
}
