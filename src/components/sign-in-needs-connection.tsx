import { Text } from '@mantine/core';

/**
 * Offline on a device that has never signed in here: the sign-in code arrives with the first
 * connection, so say that plainly rather than showing a form that cannot work yet.
 */
export function SignInNeedsConnection() {
  return (
    <Text role="status" data-testid="sign-in-needs-connection">
      You are offline. Signing in on this device needs a connection the first time. This page will carry on when you are
      back online.
    </Text>
  );
}
