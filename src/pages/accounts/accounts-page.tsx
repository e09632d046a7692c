import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import type { RoleFilter } from '@/domains/accounts/accounts-data';
import { matchesTerms, normaliseSearchText, searchTerms } from '@/collections/table-filter';
import {
  accountName,
  LISTING_KIND_LABELS,
  listingsByOwner,
  useAccounts,
  useListings,
} from '@/domains/accounts/use-accounts';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { connectivityStore } from '@/stores/connectivity-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { followsText, joinedText, OfflineNotice, RoleBadges } from './account-parts';

const PAGE_SIZE = 50;
/** While searching, this many accounts are read and searched (a community's accounts, all of them). */
const SEARCH_SIZE = 500;

const ROLE_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Everyone' },
  { value: 'admin', label: 'Admins' },
  { value: 'editor', label: 'Editors' },
  { value: 'member', label: 'Members' },
  { value: 'none', label: 'No role' },
];

function toRoleFilter(value: string): RoleFilter {
  return value === 'admin' || value === 'editor' || value === 'member' || value === 'none' ? value : null;
}

/** /dashboard/accounts (admins): every account, 50 at a time, with search and a role filter. */
export default function AccountsPage() {
  const meta = useRouteMeta();
  const { online } = useSnapshot(connectivityStore);
  const [search, setSearch] = useState('');
  const [roleChoice, setRoleChoice] = useState('');
  const [pages, setPages] = useState(1);
  const terms = useMemo(() => searchTerms(search), [search]);
  const count = terms.length > 0 ? SEARCH_SIZE : pages * PAGE_SIZE;
  const loaded = useAccounts(toRoleFilter(roleChoice), count);
  const listings = useListings();
  const owners = useMemo(() => listingsByOwner(listings.state === 'ready' ? listings.value : []), [listings]);

  const accounts = loaded.state === 'ready' ? loaded.value.accounts : [];
  const shown = terms.length
    ? accounts.filter((account) =>
        matchesTerms(normaliseSearchText(`${account.displayName ?? ''} ${account.email ?? ''}`), terms),
      )
    : accounts;
  const mayHaveMore = accounts.length >= count;

  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Accounts'} description={meta?.description} />
      <OfflineNotice show={!online} />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search by name or email"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label="Role"
          data={ROLE_CHOICES}
          value={roleChoice}
          onChange={(event) => {
            setRoleChoice(event.currentTarget.value);
            setPages(1);
          }}
          style={{ flex: '0 1 12rem' }}
        />
      </Group>
      {loaded.state === 'loading' && <LoadingIndicator label="Loading the accounts" />}
      {loaded.state === 'error' && (
        <Alert color="red" title="The accounts could not be loaded">
          Please try again in a moment.
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {shown.length === 0
            ? 'No accounts match.'
            : `Showing ${shown.length} ${shown.length === 1 ? 'account' : 'accounts'}${terms.length && mayHaveMore ? ` (searching the first ${SEARCH_SIZE})` : ''}.`}
        </Text>
      )}
      <Stack gap="sm">
        {shown.map((account) => {
          const owned = owners.get(account.uid) ?? [];
          return (
            <Paper key={account.uid} withBorder p="md" component="article" aria-label={accountName(account)}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h4">
                    <Anchor component={Link} to={`/dashboard/accounts/${account.uid}`}>
                      {accountName(account)}
                    </Anchor>
                  </Title>
                  <RoleBadges roles={account.roles} />
                </Group>
                {account.email && account.displayName && <Text size="sm">{account.email}</Text>}
                <Text size="sm" c="dimmed">
                  {joinedText(account)} · {followsText(account)}
                </Text>
                {owned.length > 0 && (
                  <Text size="sm">
                    Owns {owned.map((listing) => `${listing.title} (${LISTING_KIND_LABELS[listing.kind]})`).join(', ')}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {loaded.state === 'ready' && terms.length === 0 && mayHaveMore && (
        <Group>
          <Button variant="default" onClick={() => setPages((current) => current + 1)}>
            Show {PAGE_SIZE} more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
