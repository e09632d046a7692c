import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { subscribe, useSnapshot } from 'valtio';
import { connectivityStore } from '@/stores/connectivity-store';
import { authActions, sessionStore, shownAccount, type UnsavedWork } from '@/stores/session-store';
import { syncStatusStore } from '@/stores/sync-status-store';
import { uploadOutboxStore } from '@/stores/upload-outbox-store';
import { ProblemText } from '@/components/problem-text';

type SignOutStep = 'idle' | 'checking' | 'confirm' | 'waiting' | 'signing-out';

const NOTHING_UNSAVED: UnsavedWork = { unsent: false, drafts: 0, uploads: 0, waiting: [] };

/** How many changes are still to reach the server, in words. */
function waitingChanges(pending: number, earlier: boolean): string | null {
  if (pending > 0) return `${pending} ${pending === 1 ? 'change has' : 'changes have'}`;
  return earlier ? 'Some changes have' : null;
}

/** Drafts of this account on this device, in words. */
function unsavedDrafts(drafts: number): string | null {
  if (drafts === 0) return null;
  return drafts === 1
    ? 'You have changes to 1 item that you have not saved yet.'
    : `You have changes to ${drafts} items that you have not saved yet.`;
}

/** Photos and files not uploaded yet, in words. */
function waitingUploads(uploads: number): string | null {
  if (uploads === 0) return null;
  return uploads === 1
    ? '1 photo or file has not finished uploading.'
    : `${uploads} photos or files have not finished uploading.`;
}

/**
 * Sign out, after a warning when anything of this account would be lost: changes made here (in any tab)
 * that have not reached the server yet, and edits not saved yet. Signing out clears this device's copy
 * of the data (so the next person sees nothing private), and those with it.
 */
export function SignOut() {
  const [step, setStep] = useState<SignOutStep>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [work, setWork] = useState<UnsavedWork>(NOTHING_UNSAVED);
  const [lookedUp, setLookedUp] = useState(false);
  const outbox = useSnapshot(uploadOutboxStore);
  const sync = useSnapshot(syncStatusStore);
  const { online } = useSnapshot(connectivityStore);
  const unsentHere = waitingChanges(sync.pendingWrites, sync.earlierPending);
  const unsent = unsentHere ?? (work.unsent ? 'Some changes have' : null);
  const drafts = unsavedDrafts(work.drafts);
  // This tab's count is live; another tab's are looked up with the rest.
  const uploads = waitingUploads(Math.max(outbox.waiting, work.uploads));

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
    if (saved) {
      setWork((current) => ({ ...current, unsent: false }));
      // Drafts are still lost by signing out: the person has already been told, and chose to go on.
      await signOut();
    } else setStep('confirm');
  };
  /** What else would be lost: unsent changes from other tabs, and drafts. Never fails. */
  const lookUp = async (): Promise<UnsavedWork> => {
    let found: UnsavedWork = NOTHING_UNSAVED;
    try {
      found = await (await authActions()).unsavedWork();
    } catch (error) {
      console.warn('Could not check for unsaved changes', error);
    }
    setWork(found);
    setLookedUp(true);
    return found;
  };
  /** Changes this tab knows of are warned about at once; the rest is looked up first. */
  const start = async (): Promise<void> => {
    if (unsentHere || outbox.waiting > 0) {
      setStep('confirm');
      void lookUp();
      return;
    }
    setStep('checking');
    const found = await lookUp();
    if (found.unsent || found.drafts > 0 || found.uploads > 0 || found.waiting.length > 0) setStep('confirm');
    else await signOut();
  };

  // A change this tab was sending when Sign out was pressed (say, the sign-in's own) can reach the server
  // while the warning is up. When nothing else is waiting there is nothing left to warn about: sign out,
  // as asked. Checked now and on every change of this tab's counts.
  useEffect(() => {
    if (step !== 'confirm' || !lookedUp) return;
    if (work.unsent) {
      // The look-up gives unsent writes a moment only (a busy phone, or the sign-in's own write still on
      // its way): once the server has them they are not lost, so the warning stops counting them, and
      // when nothing else was found there is nothing left to warn about.
      let stale = false;
      void authActions()
        .then((actions) => actions.waitForPendingWrites(60_000))
        .then((saved) => {
          if (saved && !stale) setWork((current) => ({ ...current, unsent: false }));
        })
        .catch(() => undefined);
      return () => {
        stale = true;
      };
    }
    if (work.drafts > 0 || work.uploads > 0 || work.waiting.length > 0) return;
    const allSent = (): boolean =>
      syncStatusStore.pendingWrites === 0 && !syncStatusStore.earlierPending && uploadOutboxStore.waiting === 0;
    let done = false;
    const check = (): void => {
      if (done || !allSent()) return;
      done = true;
      void signOut();
    };
    const stopSync = subscribe(syncStatusStore, check);
    const stopOutbox = subscribe(uploadOutboxStore, check);
    queueMicrotask(check);
    return () => {
      done = true;
      stopSync();
      stopOutbox();
    };
  });

  if (step === 'confirm' || step === 'waiting') {
    return (
      <Alert color="orange" variant="light" title="Changes not saved yet" role="alert">
        <Stack gap="xs">
          {unsent && (
            <Text size="sm">
              {unsent} not reached the server yet.
              {!online && ' You are offline: they will be sent when you are back online.'}
            </Text>
          )}
          {drafts && <Text size="sm">{drafts}</Text>}
          {uploads && (
            <Text size="sm">
              {uploads}
              {!online && ' They will upload when you are back online.'}
            </Text>
          )}
          {work.waiting.map((waiting) => (
            <Text size="sm" key={waiting.text}>
              {waiting.text}
              {!online && ` ${waiting.whenOffline}`}
            </Text>
          ))}
          <Text size="sm">
            Signing out removes{' '}
            {[unsent, drafts, uploads, ...work.waiting].filter(Boolean).length > 1 ? 'all of them' : 'them'} from this
            device.
          </Text>
          <Group gap="xs">
            {unsent && (
              <Button size="xs" loading={step === 'waiting'} disabled={!online} onClick={() => void waitThenSignOut()}>
                Wait, then sign out
              </Button>
            )}
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
      <ProblemText message={problem} />
      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        loading={step === 'signing-out' || step === 'checking'}
        onClick={() => void start()}
      >
        Sign out
      </Button>
    </Stack>
  );
}

/** What the account menu shows when open: who is signed in, their account page, the dashboard, and signing out. */
export function AccountPanel() {
  const account = shownAccount(useSnapshot(sessionStore));
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{account?.displayName ?? 'Signed in'}</Text>
        {account?.email && (
          <Text size="sm" c="dimmed">
            {account.email}
          </Text>
        )}
      </div>
      <Button component={Link} to="/dashboard/account" variant="light">
        Your account
      </Button>
      <Button component={Link} to="/dashboard" variant="default">
        Dashboard
      </Button>
      <SignOut />
    </Stack>
  );
}

/** The foot of the phone's drawer for someone signed in: who, their account page, and signing out. */
export function DrawerSignedIn() {
  const account = shownAccount(useSnapshot(sessionStore));
  return (
    <>
      <Divider mb="sm" />
      <Text size="sm" c="dimmed" mb="xs">
        Signed in as{' '}
        <Text span size="sm" fw={600} c="var(--mantine-color-text)">
          {account?.email ?? account?.displayName ?? 'you'}
        </Text>
      </Text>
      <Button component={Link} to="/dashboard/account" variant="light" fullWidth mb="xs">
        Your account
      </Button>
      <SignOut />
    </>
  );
}
