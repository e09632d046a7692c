import { Badge, VisuallyHidden } from '@mantine/core';
import { useUnhandledCount } from '@/domains/messages/use-unhandled-count';
import { unhandledBadge } from '@/lib/unhandled-badge';
import { UNHANDLED_LIMIT } from '@/stores/inbox-store';

/** Unhandled messages beside "Messages" (shown to admins only), live. */
export default function NavCount() {
  const text = unhandledBadge(useUnhandledCount(), UNHANDLED_LIMIT);
  if (!text) return null;
  return (
    <Badge size="sm" circle={text.length < 3} variant="filled">
      {text}
      <VisuallyHidden> not handled</VisuallyHidden>
    </Badge>
  );
}
