import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@/stores/session-store';
import { syncStatusStore } from '@/stores/sync-status-store';

/** What the notice says: how much of the last session's work waited, and that it goes now. */
export function heldWorkText(count: number, earlierChanges: boolean): string | null {
  if (count > 0) {
    return `You have ${count} ${count === 1 ? 'change' : 'changes'} from your last session waiting on this device: they are being sent now. Drafts come back when you open them.`;
  }
  return earlierChanges ? 'Changes from your last session were waiting on this device: they are being sent now.' : null;
}

// Shown to few people, once: its parts (Mantine's Alert, Affix) load only then, not with every page.
const HeldWorkAlert = lazy(() => import('./held-work-alert'));

/**
 * Told once, after signing in again: the session had ended by itself (password changed elsewhere,
 * account disabled, sign-in withdrawn) and this device kept the person's work for them (sign-out.ts).
 */
export function HeldWorkNotice() {
  const { resumedWork, status } = useSnapshot(sessionStore);
  const { earlierPending } = useSnapshot(syncStatusStore);
  const text = resumedWork === null || status !== 'signed-in' ? null : heldWorkText(resumedWork, earlierPending);
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <HeldWorkAlert text={text} />
    </Suspense>
  );
}
