import { useEffect, useState, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { connectivityStore } from '@/stores/connectivity-store';
import { hasRole, sessionStore } from '@/stores/session-store';
import type { Account, ListingKind } from './accounts-data';
import type { CustomFieldProps } from '@/collections/define-collection';
import '@/collections/editor-styles';

/** Accounts offered in the pick-list (a community's accounts, all of them). */
const PICK_LIST_SIZE = 500;

/**
 * Who owns an item (a business listing, a market shop). Admins choose an account from a searchable list
 * (decision 0024): on an item already saved the change is confirmed and written at once, with a shop's
 * products, as the rules require; on a new item it is saved with it. Everyone else sees who manages it,
 * read-only (the rules refuse their changes of owner too). `thing` names the item ("listing", "shop").
 */
export function ownerField(thing: string, kind: ListingKind): (props: CustomFieldProps<string | null>) => ReactElement {
  function AdminOwnerPicker({ value, onChange, errors, label, description }: CustomFieldProps<string | null>) {
    const { id } = useParams();
    const { online } = useSnapshot(connectivityStore);
    const [accounts, setAccounts] = useState<Account[] | 'loading' | 'failed'>('loading');
    const [picked, setPicked] = useState<string | null>(value);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    useEffect(() => {
      let live = true;
      import('./accounts-data')
        .then((data) => data.listAccounts(PICK_LIST_SIZE))
        .then((list) => live && setAccounts(list))
        .catch(() => live && setAccounts('failed'));
      return () => {
        live = false;
      };
    }, []);
    const data = (Array.isArray(accounts) ? accounts : []).map((account) => ({
      value: account.uid,
      label: [account.displayName, account.email].filter(Boolean).join(', ') || `Account ${account.uid}`,
    }));
    // The owner stays visible even when their account is not (or not yet) in the list.
    if (value && !data.some((entry) => entry.value === value)) data.unshift({ value, label: `Account ${value}` });
    const isNew = id === undefined;
    const changing = !isNew && picked !== value;
    const pickedName = data.find((entry) => entry.value === picked)?.label;

    async function confirm() {
      if (!id) return;
      setBusy(true);
      setProblem(null);
      try {
        const { handListingOn } = await import('./accounts-data');
        await handListingOn(kind, id, picked);
        onChange(picked);
      } catch {
        setProblem('The owner could not be changed. Please check your connection and try again.');
      } finally {
        setBusy(false);
      }
    }

    return (
      <Stack gap="xs">
        <Select
          label={label}
          description={accounts === 'failed' ? 'The accounts could not be loaded; the owner is kept.' : description}
          error={errors['']}
          placeholder={accounts === 'loading' ? 'Loading the accounts…' : 'No one: search by name or email'}
          searchable
          clearable
          nothingFoundMessage="No account matches"
          data={data}
          value={picked}
          disabled={!isNew && !online}
          onChange={(uid) => {
            setPicked(uid);
            if (isNew) onChange(uid);
          }}
        />
        {!isNew && !online && (
          <Text size="sm" c="dimmed">
            The owner can be changed when you are back online.
          </Text>
        )}
        {changing && (
          <Alert color="blue" title="Change the owner now?" role="group">
            <Stack gap="xs">
              <Text size="sm">
                {picked
                  ? `${pickedName ?? 'This account'} will manage this ${thing}${kind === 'shops' ? ' and its products' : ''}.`
                  : `No one will manage this ${thing}.`}{' '}
                This is saved at once, apart from your other changes.
              </Text>
              <Group>
                <Button size="xs" loading={busy} onClick={() => void confirm()}>
                  Yes, change the owner
                </Button>
                <Button size="xs" variant="default" disabled={busy} onClick={() => setPicked(value)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    );
  }

  return function OwnerField(props: CustomFieldProps<string | null>) {
    const session = useSnapshot(sessionStore);
    if (hasRole(session.roles, 'admin', session.uid !== null)) return <AdminOwnerPicker {...props} />;
    const { value, label } = props;
    return (
      <Fieldset legend={label}>
        <Text size="sm">
          {value !== null && value === session.uid
            ? `You manage this ${thing}. Ask an editor to publish it, or an admin to hand it on.`
            : `${value === null ? `No one manages this ${thing} yet.` : `An account manages this ${thing}.`} Only admins change who manages it.`}
        </Text>
      </Fieldset>
    );
  };
}
