import type { ReactNode } from 'react';
import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface ListSearchProps {
  /** What the list holds, in the plural ("articles"): the search landmark is "Find articles", the box "Search articles". */
  plural: string;
  query: string;
  onQuery: (query: string) => void;
  /** How wide the box is beside the filters. */
  inputSize: Pick<TextInputProps, 'w' | 'style'>;
  /** The list's filters, after the box. */
  children?: ReactNode;
}

/**
 * The search above a public list: one landmark holding a search box (the words as typed) and the list's
 * own filters, lined up along their bottom edge. The engine's list and the types' own lists share it, so
 * every list is searched the same way.
 */
export function ListSearch({ plural, query, onQuery, inputSize, children }: ListSearchProps) {
  return (
    <Group align="flex-end" gap="md" role="search" aria-label={`Find ${plural}`}>
      <TextInput
        type="search"
        label={`Search ${plural}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        {...inputSize}
      />
      {children}
    </Group>
  );
}
