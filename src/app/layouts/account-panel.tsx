import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { connectivityStore } from '@/stores/connectivity-store';
import { authActions, sessionStore } from '@/stores/session-store';
import { syncStatusStore } from '@/stores/sync-status-store';

type SignOutStep = 'idle' | 'confirm' | 'waiting' | 'signing-out';

/** How many changes are still to reach the server, in words. */
function waitingChanges(pending: number, earlier: boolean): string | null {
  if (pending > 0) return `${pending} ${pending === 1 ? 'change has' : 'changes have'}`;
  return earlier ? 'Some changes have' : null;
}

/**
 * Sign out, after a warning when changes made here have not reached the server yet: signing out clears
 * this device's copy of the data (so the next person sees nothing private), and those changes with it.
 */
export function SignOut() {
  const [step, setStep] = useState<SignOutStep>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const sync = useSnapshot(syncStatusStore);
  const { online } = useSnapshot(connectivityStore);
  const unsent = waitingChanges(sync.pendingWrites, sync.earlierPending);

  const signOut = async (): Promise<void> => {
    setStep('signing-out');
    try {
      await (await authActions()).signOut();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Signing out did not work. Please try again.');
      setStep('idle');
    }
  };
  const waitThenSignOut = async (): Promise<void> => {
    setStep('waiting');
    const saved = await (await authActions()).waitForPendingWrites(60_000);
    if (saved) await signOut();
    else setStep('confirm');
  };

  if (step === 'confirm' || step === 'waiting') {
    return (
      <Alert color="orange" variant="light" title="Changes not saved yet" role="alert">
        <Stack gap="xs">
          <Text size="sm">
            {unsent ?? 'Some changes have'} not reached the server yet. Signing out removes them from this device.
            {!online && ' You are offline: they will be sent when you are back online.'}
          </Text>
          <Group gap="xs">
            <Button size="xs" loading={step === 'waiting'} disabled={!online} onClick={() => void waitThenSignOut()}>
              Wait, then sign out
            </Button>
            <Button size="xs" variant="default" onClick={() => setStep('idle')}>
              Stay signed in
            </Button>
            <Button size="xs" color="red" variant="subtle" onClick={() => void signOut()}>
              Sign out anyway
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        loading={step === 'signing-out'}
        onClick={() => (unsent ? setStep('confirm') : void signOut())}
      >
        Sign out
      </Button>
    </Stack>
  );
}

/** What the account menu shows when open: who is signed in, the dashboard, and signing out. */
export function AccountPanel() {
  const session = useSnapshot(sessionStore);
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{session.displayName ?? 'Signed in'}</Text>
        {session.email && (
          <Text size="sm" c="dimmed">
            {session.email}
          </Text>
        )}
      </div>
      <Button component={Link} to="/dashboard" variant="light">
        Dashboard
      </Button>
      <SignOut />
    </Stack>
  );
}
