import { Text } from '@mantine/core';

/**
 * Says what went wrong beside the control that tried (a download, a sign-out, a field), read out at once
 * by screen readers; nothing when nothing did.
 */
export function ProblemText({
  message,
  size = 'sm',
}: {
  message: string | null | undefined | false;
  size?: 'sm' | 'md';
}) {
  if (!message) return null;
  return (
    <Text size={size} c="red" role="alert">
      {message}
    </Text>
  );
}
