import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { SignInNeedsConnection } from '@/components/sign-in-needs-connection';
import { useRouteMeta } from '@/hooks/use-route-meta';
import type { Role } from '@/lib/route-meta';
import { hasRole, sessionStore } from '@/stores/session-store';

// Its own chunk: forms and their validation are not needed by anyone already signed in.
const SignInPanel = lazy(() =>
  import('@/pages/sign-in/sign-in-panel').then((module) => ({ default: module.SignInPanel })),
);

const ROLE_NAMES: Record<Role, string> = { member: 'member', editor: 'editor', admin: 'admin' };

function Checking() {
  return (
    <Container size="sm" py="xl">
      <Text role="status">
        <Loader size="xs" mr="xs" aria-hidden /> Checking your account…
      </Text>
    </Container>
  );
}

/** Signed in, but without the role this page needs: say so plainly and what to do about it. */
function NeedsRole({ role, title, email }: { role: Role; title: string; email: string | null }) {
  const signedInAs = `You are signed in${email ? ` as ${email}` : ''}`;
  // Signing up gives no role: an admin makes someone a member (docs/decisions/0013).
  const isMemberPage = role === 'member';
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconLock size={24} aria-hidden />
            <Title order={1} size="h2">
              You need {ROLE_NAMES[role]} access
            </Title>
          </Group>
          <Text>
            “{title}” is for the association’s {ROLE_NAMES[role]}s. {signedInAs}, but your account
            {isMemberPage ? ' is not a member yet.' : ` does not have ${ROLE_NAMES[role]} access.`}
          </Text>
          <Text>
            {isMemberPage
              ? 'One of the site’s admins adds members: ask them to add your account.'
              : 'If you help run the site, ask one of its admins to give your account this access.'}
          </Text>
          <Group>
            {!isMemberPage && (
              <Button component={Link} to="/dashboard" variant="light">
                Go to your dashboard
              </Button>
            )}
            <Anchor component={Link} to="/">
              Back to the public site
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * Dashboard pages declare the role they need in their route metadata; this lets the page through, or
 * shows the sign-in form (on the same address, so signing in lands on the page asked for) or a page
 * saying which access is missing. Never a blank page. The security rules are the real gate: this is
 * what people see.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const required = meta?.requiredRole;

  if (!required) return children;
  if (session.status === 'unknown' && session.waitingForConnection) {
    return (
      <Container size="sm" py="md">
        <Stack gap="lg">
          <Title order={1}>{meta.title}</Title>
          <SignInNeedsConnection />
        </Stack>
      </Container>
    );
  }
  if (session.status === 'unknown') return <Checking />;
  if (session.status === 'signed-out') {
    return (
      <Container size="sm" py="md">
        <Stack gap="lg">
          <Title order={1}>{meta.title}</Title>
          <Suspense fallback={<Checking />}>
            <SignInPanel intro="Please sign in to use this part of the site." />
          </Suspense>
        </Stack>
      </Container>
    );
  }
  // Any account may use a `signed-in` page: no role to wait for.
  if (required !== 'signed-in' && !hasRole(session.roles, required, true)) {
    if (!session.rolesKnown) return <Checking />;
    return <NeedsRole role={required} title={meta.title} email={session.email} />;
  }
  return children;
}
