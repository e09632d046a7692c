import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { authActions, sessionStore } from '@/stores/session-store';
import { anonymousRequestsStillWaiting, forgetShopperDetails, SHOPPER_KEPT_DAYS } from './forget-shopper';
import { ProblemText } from '@/components/problem-text';

/**
 * "Forget me on this device", for visitors who order without an account (a library PC, the hall's
 * laptop): forgets the order forms' details and the requests made here, signs out the device's anonymous
 * account and deletes the device's copy of its orders (as signing out does), then opens the home page.
 * Warns first when a request has not been sent yet. People signed in sign out instead.
 */
export function ForgetMeOnThisDevice() {
  const { status } = useSnapshot(sessionStore);
  const [waiting, setWaiting] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (status === 'signed-in') return null;

  const forget = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      await forgetShopperDetails();
      // Signs out the anonymous account, deletes the device's copy of its orders and reloads at the home page.
      await (await authActions()).signOut();
    } catch {
      setProblem('This device could not forget you just now. Please try again.');
      setBusy(false);
    }
  };

  const ask = async (): Promise<void> => {
    setBusy(true);
    const count = await anonymousRequestsStillWaiting();
    setBusy(false);
    if (count > 0) setWaiting(count);
    else await forget();
  };

  return (
    <Stack gap="xs" data-testid="forget-me">
      <Text size="sm">
        We keep your details on this device for {SHOPPER_KEPT_DAYS} days so you can follow your order.
      </Text>
      {waiting > 0 ? (
        <Alert color="orange" variant="light" title="An order request has not been sent yet" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {waiting === 1 ? 'One order request is' : `${waiting} order requests are`} still on this device, waiting
              for a connection. If this device forgets you now, the shop will never get {waiting === 1 ? 'it' : 'them'}.
            </Text>
            <Group gap="sm">
              <Button color="red.9" loading={busy} onClick={() => void forget()}>
                Forget me and the request
              </Button>
              <Button variant="default" onClick={() => setWaiting(0)} disabled={busy}>
                Keep my details
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button variant="default" size="sm" loading={busy} onClick={() => void ask()}>
            Forget me on this device
          </Button>
        </Group>
      )}
      <ProblemText message={problem} />
    </Stack>
  );
}
