import { Alert, Badge, Group } from '@mantine/core';
import { ROLE_LABELS } from '@/domains/accounts/account-roles';
import type { Account } from '@/domains/accounts/accounts-data';
import { dayKeyText, londonDayKey } from '@/lib/london-time';

/** Small pieces the accounts list and an account's page share. */

export function RoleBadges({ roles }: { roles: Account['roles'] }) {
  return (
    <Group gap={6}>
      {roles.length === 0 ? (
        <Badge variant="outline" color="gray">
          No role
        </Badge>
      ) : (
        roles.map((role) => (
          <Badge key={role} variant="light" color={role === 'admin' ? 'red' : role === 'editor' ? 'blue' : 'gray'}>
            {ROLE_LABELS[role]}
          </Badge>
        ))
      )}
    </Group>
  );
}

export function joinedText(account: Pick<Account, 'createdAt'>): string {
  return account.createdAt ? `Joined ${dayKeyText(londonDayKey(account.createdAt))}` : 'Joined before dates were kept';
}

export function followsText(account: Pick<Account, 'followCount'>): string {
  if (account.followCount === 0) return 'Follows nothing yet';
  return `Follows ${account.followCount} ${account.followCount === 1 ? 'thing' : 'things'}`;
}

/** Offline, or the server has not answered yet: what is shown is this device's copy, and nothing changes. */
export function OfflineNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Alert color="gray" variant="light" title="You are offline">
      This is what this device saw last time it was online. You can look, but roles and owners can only be changed when
      you are back online.
    </Alert>
  );
}
