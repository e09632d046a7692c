import { Table, Text } from '@mantine/core';
import { formatPence, multiplyPence } from '@/lib/money';
import type { OrderLine } from './order-schema';
import { lineName } from './order-stock';

interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  totalPence: number;
  caption?: string;
  /** The line a refusal names, marked in the table (the seller's page). */
  problemLine?: number;
  problemClassName?: string;
}

/**
 * An order's lines for the customer and the seller alike: three columns (the price of one under the
 * item's name), so the total fits on a 360 px phone without scrolling sideways.
 */
export function OrderLinesTable({ lines, totalPence, caption, problemLine, problemClassName }: OrderLinesTableProps) {
  return (
    <Table>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" ta="right">
            Quantity
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => {
          const problem = index === problemLine;
          return (
            <Table.Tr
              key={`${line.productId}\n${line.variant}\n${index}`}
              className={problem ? problemClassName : undefined}
              aria-invalid={problem ? true : undefined}
            >
              <Table.Td>
                {lineName(line)}
                {problem && (
                  <Text span size="sm" fw={700}>
                    {' '}
                    (cannot be confirmed)
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {formatPence(line.pricePence)} each
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatPence(multiplyPence(line.pricePence, line.quantity))}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            Total to pay on collection
          </Table.Th>
          <Table.Th ta="right">{formatPence(totalPence)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
