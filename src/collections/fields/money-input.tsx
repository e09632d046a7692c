import { Checkbox, Fieldset, Stack, TextInput } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { parsePounds } from '@/lib/money';
import type { CustomFieldProps } from '../define-collection';
import type { Price } from './money';
import '../editor-styles';

/**
 * The editor input for a price or fee: free, or an amount in pounds, in words that fit what is priced.
 * Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value in, the
 * whole new value out, schema messages by dotted path.
 */

/** A price or fee input: free, or an amount in pounds. The words fit what is priced ("Free to attend"). */
export function moneyInput(
  words: { free?: string; amount?: string } = {},
): (props: CustomFieldProps<Price>) => ReactElement {
  return function MoneyField(props: CustomFieldProps<Price>) {
    return (
      <MoneyInputWith {...props} freeLabel={words.free ?? 'Free'} amountLabel={words.amount ?? 'Amount in pounds'} />
    );
  };
}

export const MoneyInput = moneyInput();

function MoneyInputWith({
  value,
  onChange,
  errors,
  label,
  freeLabel,
  amountLabel,
}: CustomFieldProps<Price> & { freeLabel: string; amountLabel: string }) {
  const [text, setText] = useState(value.amountPence > 0 ? (value.amountPence / 100).toFixed(2) : '');
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <Checkbox
          label={freeLabel}
          checked={value.free}
          onChange={(e) =>
            onChange({
              ...value,
              free: e.currentTarget.checked,
              amountPence: e.currentTarget.checked ? 0 : value.amountPence,
            })
          }
        />
        {!value.free && (
          <TextInput
            label={amountLabel}
            description="Like 4.50"
            inputMode="decimal"
            leftSection="£"
            value={text}
            error={errors.amountPence ?? errors['']}
            w={200}
            onChange={(e) => {
              setText(e.currentTarget.value);
              // Something that is not an amount: -1 lets the schema say so.
              onChange({ ...value, amountPence: parsePounds(e.currentTarget.value) ?? -1 });
            }}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
