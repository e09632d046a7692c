import type { ReactElement } from 'react';
import { Fieldset, Text, TextInput } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { hasRole, sessionStore } from '@/stores/session-store';
import type { CustomFieldProps } from '../define-collection';

/**
 * Who owns an item (a business listing, a market shop): editors type the account id; the owner sees
 * that it is theirs but cannot hand it on (the security rules refuse that too). `thing` names the item
 * in the owner's words ("listing", "shop").
 */
export function ownerField(thing: string): (props: CustomFieldProps<string | null>) => ReactElement {
  return function OwnerField({ value, onChange, errors, label, description }: CustomFieldProps<string | null>) {
    const session = useSnapshot(sessionStore);
    const editor = hasRole(session.roles, 'editor', session.uid !== null);
    if (!editor) {
      return (
        <Fieldset legend={label}>
          <Text size="sm">
            {value !== null && value === session.uid
              ? `You manage this ${thing}. Ask an editor to publish changes of owner or status.`
              : `Only editors change who manages this ${thing}.`}
          </Text>
        </Fieldset>
      );
    }
    return (
      <TextInput
        label={label}
        description={description}
        error={errors['']}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value.trim())
        }
      />
    );
  };
}
