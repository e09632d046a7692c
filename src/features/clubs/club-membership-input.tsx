import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { CustomFieldProps } from '@/collections/define-collection';
import { moneyInput } from '@/collections/fields/money-input';
import type { Price } from '@/collections/fields/money';
import type { Membership } from './club-schema';

const FeeInput = moneyInput({ free: 'Free to join', amount: 'Fee in pounds' });

/** Prefix the schema's messages for one part of membership (`fee.amountPence` → `amountPence`). */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path === prefix ? '' : path.slice(prefix.length + 1), message]),
  );
}

/** Joining a club: the fee (free, or an amount) with a short note, ages and how to join. */
export function MembershipInput({ value, onChange, errors, label }: CustomFieldProps<Membership>) {
  const update = (changes: Partial<Membership>) => onChange({ ...value, ...changes });
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <FeeInput
          value={value.fee}
          onChange={(fee: Price) => update({ fee })}
          errors={errorsUnder(errors, 'fee')}
          label="Fee"
        />
        <TextInput
          label="About the fee (optional)"
          description="Like “a year (first month free)” or “a session, juniors free”."
          value={value.feeNote}
          error={errors.feeNote}
          onChange={(e) => update({ feeNote: e.currentTarget.value })}
        />
        <TextInput
          label="Ages (optional)"
          description="Like 16+, 8 to 12 or All ages."
          value={value.ages}
          error={errors.ages}
          w={240}
          onChange={(e) => update({ ages: e.currentTarget.value })}
        />
        <Textarea
          label="How to join (optional)"
          description="What a newcomer should do: turn up, email first, try a taster session…"
          autosize
          minRows={2}
          value={value.howToJoin}
          error={errors.howToJoin}
          onChange={(e) => update({ howToJoin: e.currentTarget.value })}
        />
      </Stack>
    </Fieldset>
  );
}
