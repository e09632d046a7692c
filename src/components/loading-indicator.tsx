import { Loader, VisuallyHidden, type MantineSize } from '@mantine/core';

/**
 * A spinner that tells screen readers what is loading. Mantine's Loader is a plain `<span>`, on which an
 * `aria-label` is not allowed (axe: aria-prohibited-attr), so the words are hidden text in a status.
 */
export function LoadingIndicator({ label, size }: { label: string; size?: MantineSize }) {
  return (
    <span role="status">
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
