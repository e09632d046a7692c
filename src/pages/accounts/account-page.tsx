import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { SellerRequestCard } from '@/domains/seller-requests/seller-request-card';
import { parseSellerRequest, type SellerRequest } from '@/domains/seller-requests/seller-request-model';
import { accountName, useAccount, useListings } from '@/domains/accounts/use-accounts';
import { useLive } from '@/collections/use-live';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageTitle } from '@/lib/page-title';
import { connectivityStore } from '@/stores/connectivity-store';
import { sessionStore } from '@/stores/session-store';
import { settingsStore } from '@/stores/settings-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { followsText, joinedText, OfflineNotice, RoleBadges } from './account-parts';
import { OwnedListings } from './owned-listings';
import { RoleEditor } from './role-editor';

/** The account's request to sell, live (undefined: none, or not readable). */
function useSellerRequest(uid: string): SellerRequest | undefined {
  const live = useLive<SellerRequest | undefined>(
    (onValue, onError) =>
      import('@/domains/seller-requests/seller-requests-data').then((data) =>
        data.watchOwnRequest(uid, (stored) => onValue(stored ? parseSellerRequest(stored.data) : undefined), onError),
      ),
    [uid],
  );
  return live.state === 'ready' ? live.value : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /dashboard/accounts/:uid (admins): one account's roles, what they own and their request to sell. */
export default function AccountPage() {
  const { uid = '' } = useParams();
  const session = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const loaded = useAccount(uid);
  const listings = useListings();
  const request = useSellerRequest(uid);
  const account = loaded.state === 'ready' ? loaded.value.account : undefined;
  const { companyName } = useSnapshot(settingsStore);
  useDocumentTitle(pageTitle(account ? accountName(account) : 'Account', companyName), 2);

  const back = (
    <Anchor component={Link} to="/dashboard/accounts" size="sm">
      All accounts
    </Anchor>
  );
  if (loaded.state === 'loading') return <LoadingIndicator label="Loading the account" />;
  if (loaded.state === 'error' || !account) {
    return (
      <Stack>
        {back}
        <PageHeader title="No such account" />
        <Text>
          {loaded.state === 'error'
            ? 'The account could not be loaded. Please try again in a moment.'
            : online
              ? 'There is no account here. It may have been deleted.'
              : 'This device has not seen this account yet. It will show when you are back online.'}
        </Text>
      </Stack>
    );
  }
  const name = accountName(account);
  return (
    <Stack>
      {back}
      <PageHeader title={name} description={account.displayName && account.email ? account.email : undefined}>
        <RoleBadges roles={account.roles} />
        <Text size="sm" c="dimmed">
          {joinedText(account)} · {followsText(account)}
        </Text>
      </PageHeader>
      <OfflineNotice show={!online} />
      <Section title="Roles">
        <RoleEditor account={account} actorUid={session.uid ?? ''} online={online} />
      </Section>
      <Section title="Businesses and shops">
        <OwnedListings account={account} listings={listings} online={online} />
      </Section>
      <Section title="Request to sell">
        {request ? (
          <SellerRequestCard request={request} adminUid={session.uid ?? ''} headingOrder={3} />
        ) : (
          <Text size="sm">{name} has not asked to sell at the market.</Text>
        )}
      </Section>
    </Stack>
  );
}
