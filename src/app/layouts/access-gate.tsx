import { lazy, Suspense, type ReactNode } from 'react';
import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { SignInNeedsConnection } from '@/components/sign-in-needs-connection';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { hasRole, sessionStore } from '@/stores/session-store';

// Its own chunk: forms and their validation are not needed by anyone already signed in.
const SignInPanel = lazy(() =>
  import('@/pages/sign-in/sign-in-panel').then((module) => ({ default: module.SignInPanel })),
);

// Its own chunk too: only someone signed in without the role a page needs sees it.
const NeedsRole = lazy(() => import('./needs-role'));

function Checking() {
  return (
    <Container size="sm" py="xl">
      <CheckingText />
    </Container>
  );
}

function CheckingText() {
  return (
    <Text role="status">
      <Loader size="xs" mr="xs" aria-hidden /> Checking your account…
    </Text>
  );
}

/**
 * While the saved session is checked, the page's own heading and introduction where the page will show them
 * (the build draws it so, for every dashboard page): someone sees at once which page this is, and the page's
 * largest text is painted with the HTML rather than seconds later, when the page's code and Firebase's
 * have loaded.
 */
function CheckingPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <CheckingText />
    </>
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
  if (session.status === 'unknown') return <CheckingPage title={meta.title} description={meta.description} />;
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
    if (!session.rolesKnown) return <CheckingPage title={meta.title} description={meta.description} />;
    return (
      <Suspense fallback={<Checking />}>
        <NeedsRole role={required} title={meta.title} email={session.email} />
      </Suspense>
    );
  }
  return children;
}
