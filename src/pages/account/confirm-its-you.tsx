import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { AccountError, signInAgain } from '@/domains/accounts/account-data';

/** A failure's message for people. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/**
 * Firebase asks people to prove it is them again before changing their email address or password, or
 * deleting the account, when they signed in a while ago: their password, or Google for Google accounts.
 */
export function ConfirmItsYou({
  usesPassword,
  reason,
  onConfirmed,
  onCancel,
}: {
  usesPassword: boolean;
  reason: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (): Promise<void> => {
    if (usesPassword && password === '') {
      setProblem('Please type your password.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await signInAgain(usesPassword ? password : null);
      onConfirmed();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="blue" variant="light" title="Please confirm it is you" role="alert">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="xs">
          <Text size="sm">{reason}</Text>
          {usesPassword && (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={problem}
            />
          )}
          {!usesPassword && problem && (
            <Text size="sm" c="red">
              {problem}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" size="sm" loading={busy}>
              {usesPassword ? 'Confirm' : 'Confirm with Google'}
            </Button>
            <Button size="sm" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}

/** Whether a failure means "prove it is you again, then try once more". */
export const needsSignInAgain = (error: unknown): boolean =>
  error instanceof AccountError && error.code === 'auth/requires-recent-login';
