import { Button, Fieldset, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CustomFieldProps } from '../define-collection';
import { ProblemText } from '@/components/problem-text';
import '../editor-styles';

/**
 * What the inputs for small records and lists share: the fieldset of a record of parts that is null
 * while it is empty (venue, contact), the fieldset of a list of rows (people, social links), and a
 * text box for one part of either, with that part's problem beside it.
 */

/**
 * The record to show (`empty` while there is none) and an update that merges in changed parts and
 * gives the editor the new record, or null when `isEmpty` says nothing is left of it.
 */
export function recordUpdate<T extends object>(
  value: T | null,
  empty: T,
  isEmpty: (record: T) => boolean,
  onChange: (value: T | null) => void,
): [record: T, update: (changes: Partial<T>) => void] {
  const record = value ?? empty;
  const update = (changes: Partial<T>) => {
    const next = { ...record, ...changes };
    onChange(isEmpty(next) ? null : next);
  };
  return [record, update];
}

/** The frame around a record's boxes: legend, description, then the problem with the record as a whole. */
export function RecordFieldset({
  label,
  description,
  errors,
  children,
}: Pick<CustomFieldProps<unknown>, 'label' | 'description' | 'errors'> & { children: ReactNode }) {
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {description && <Text size="sm">{description}</Text>}
        <ProblemText message={errors['']} />
        {children}
      </Stack>
    </Fieldset>
  );
}

/**
 * A list of rows: each row's boxes (drawn by `row` with `input`, partInput for that row, whose
 * problems are keyed `index.part`) and its Remove button, then a button that adds a `blank` row.
 */
export function RowsFieldset<T extends object>({
  value,
  onChange,
  errors,
  label,
  blank,
  addLabel,
  row,
}: CustomFieldProps<T[]> & {
  blank: T;
  addLabel: string;
  row(item: T, input: PartInput<T>): ReactNode;
}) {
  const rows = value ?? [];
  const set = (index: number, changes: Partial<T>) =>
    onChange(rows.map((item, i) => (i === index ? { ...item, ...changes } : item)));
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <ProblemText message={errors['']} />
        {rows.map((item, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            {row(
              item,
              partInput<T>(errors, (changes) => set(index, changes), `${index}.`),
            )}
            <Button variant="subtle" color="red" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => onChange([...rows, { ...blank }])}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** A text box for one part of a record or row (see partInput). */
export type PartInput<T> = <K extends keyof T & string>(
  part: K,
  props: TextInputProps,
  read?: (text: string) => T[K],
) => ReactNode;

/**
 * Makes the text boxes for the parts of one record or row: `props` are a box's own (label, value,
 * width…), its problem is `errors[prefix + part]`, and what is typed becomes the part through `read`
 * (as typed, unless it says otherwise).
 */
export function partInput<T extends object>(
  errors: Record<string, string>,
  update: (changes: Partial<T>) => void,
  prefix = '',
): PartInput<T> {
  return function input<K extends keyof T & string>(
    part: K,
    props: TextInputProps,
    read: (text: string) => T[K] = (text) => text as T[K],
  ): ReactNode {
    return (
      <TextInput
        {...props}
        error={errors[`${prefix}${part}`]}
        onChange={(e) => {
          const changes: Partial<T> = {};
          changes[part] = read(e.currentTarget.value);
          update(changes);
        }}
      />
    );
  };
}
