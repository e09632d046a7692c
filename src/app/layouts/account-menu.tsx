import { lazy, Suspense } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconLogin, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { HeaderDropdown } from '@/components/header-dropdown';
import { safeNextPath } from '@/lib/safe-next-path';
import { useShownAccount } from '@/hooks/use-shown-account';
import { LoadingIndicator } from '@/components/loading-indicator';
import { HeldWorkNotice } from './held-work-notice';

// Its own chunk: only people who are signed in open it.
const AccountPanel = lazy(() => import('./account-panel').then((module) => ({ default: module.AccountPanel })));

/** The header's account control: "Sign in" for visitors, the account and sign-out for everyone else. */
export function AccountMenu() {
  const account = useShownAccount();
  const location = useLocation();
  if (!account) {
    if (location.pathname === '/sign-in' || location.pathname.startsWith('/dashboard')) return null;
    return (
      <ActionIcon
        component={Link}
        to={`/sign-in?next=${encodeURIComponent(safeNextPath(location.pathname + location.search))}`}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Sign in"
        title="Sign in"
      >
        <IconLogin size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <>
      <HeldWorkNotice />
      <HeaderDropdown
        label="Your account"
        width={300}
        trigger={(props) => (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Your account" title="Your account" {...props}>
            <IconUserCircle size={22} aria-hidden />
          </ActionIcon>
        )}
      >
        <Suspense fallback={<LoadingIndicator size="xs" label="Loading" />}>
          <AccountPanel />
        </Suspense>
      </HeaderDropdown>
    </>
  );
}
