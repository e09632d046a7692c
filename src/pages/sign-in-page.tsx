import { useEffect } from 'react';
import { Anchor, Container, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { SignInNeedsConnection } from '@/components/sign-in-needs-connection';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { safeNextPath } from '@/lib/safe-next-path';
import { sessionStore } from '@/stores/session-store';
import { SignInPanel } from './sign-in/sign-in-panel';

/** `/sign-in?next=/dashboard/events`: signs in, then goes on to the page that asked. */
export function SignInPage() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), '/dashboard');
  const session = useSnapshot(sessionStore);
  const navigate = useNavigate();

  useEffect(() => {
    if (session.status === 'signed-in') void navigate(next, { replace: true });
  }, [session.status, navigate, next]);

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <PageHeader title={meta?.title ?? 'Sign in'} description={meta?.description} />
        {session.status === 'unknown' && session.waitingForConnection ? (
          <SignInNeedsConnection />
        ) : session.status === 'unknown' ? (
          <Text role="status">
            <Loader size="xs" mr="xs" aria-hidden /> Checking whether you are signed in…
          </Text>
        ) : session.status === 'signed-in' ? (
          <Text role="status">
            You are signed in.{' '}
            <Anchor component={Link} to={next}>
              Continue
            </Anchor>
          </Text>
        ) : (
          <SignInPanel />
        )}
      </Stack>
    </Container>
  );
}

export default SignInPage;
