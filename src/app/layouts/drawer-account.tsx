import { lazy, Suspense } from 'react';
import { Box, Button, Divider } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { safeNextPath } from '@/lib/safe-next-path';
import { useShownAccount } from '@/hooks/use-shown-account';
import { LoadingIndicator } from '@/components/loading-indicator';

// Who is signed in, their account page and the sign-out (with its warning about unsaved changes), from the
// account menu's chunk: only people who are signed in need them.
const DrawerSignedIn = lazy(() => import('./account-panel').then((module) => ({ default: module.DrawerSignedIn })));

/**
 * Signing in and out at the foot of the phone's drawer, where people look for it; the header's
 * account button does the same on every screen. Hidden from the sm breakpoint up, where the side
 * navigation is a sidebar beside the header's account menu.
 */
export function DrawerAccount() {
  const account = useShownAccount();
  const location = useLocation();
  if (account) {
    return (
      <Box hiddenFrom="sm" mt="md" data-testid="drawer-account">
        <Suspense fallback={<LoadingIndicator size="xs" label="Loading" />}>
          <DrawerSignedIn />
        </Suspense>
      </Box>
    );
  }
  // Like the header: no link while signing in already, or where the page itself asks to sign in.
  if (location.pathname === '/sign-in' || location.pathname.startsWith('/dashboard')) return null;
  return (
    <Box hiddenFrom="sm" mt="md" data-testid="drawer-account">
      <Divider mb="sm" />
      <Button
        component={Link}
        to={`/sign-in?next=${encodeURIComponent(safeNextPath(location.pathname + location.search))}`}
        variant="default"
        fullWidth
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        Sign in
      </Button>
    </Box>
  );
}
