/**
 * Signing out on a shared device, across every open tab. The tab where someone signs out tells the
 * others at once (a BroadcastChannel); each tab also watches Auth, which reports the sign-out a moment
 * later, in case the message never came. Every tab then forgets the account's drafts and unconfirmed
 * saves, stops Firestore and asks for the device's copy to be deleted (the browser deletes it once the
 * last tab has let go), forgets the files kept from Storage and reloads, so nothing of the account stays
 * in memory or on the device. See docs/decisions/0014.
 */

interface SignedOutMessage {
  type: 'signed-out';
  uid: string;
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'signed-out' &&
    typeof (data as { uid?: unknown }).uid === 'string'
  );
}

/** What leaving an account takes; the app passes the real steps, tests pass stand-ins. */
export interface SignOutSteps {
  /** Removes the account's drafts and unconfirmed saves, and keeps no more of them in this page. */
  forgetEdits(uid: string): Promise<void>;
  /** Stops Firestore here and deletes the device's copy; true once deleted. */
  clearData(): Promise<boolean>;
  /** Deletes the files kept from Storage. */
  forgetDownloads(): Promise<void>;
  /** Reloads: the page that signed out goes to `path`; other tabs reload where they are (`undefined`). */
  reload(path?: string): void;
}

/**
 * Whose sign-out an Auth change reports: the account signed in before, if it is no longer. The first
 * report (`previous` undefined: the session restored at start) and signing in report nobody.
 */
export function signedOutAccount(previous: string | null | undefined, next: string | null): string | null {
  return typeof previous === 'string' && previous !== next ? previous : null;
}

/**
 * Coordinates sign-out for this tab, over the tabs' channel (firebase-app.ts opens it as soon as
 * Firestore starts; absent where the browser has no BroadcastChannel).
 */
export function createSignOutCoordinator(steps: SignOutSteps, channel: BroadcastChannel | undefined) {
  let leaving = false;

  /** Someone signed out elsewhere (another tab, or Auth says so): this tab lets go and reloads. */
  async function leaveAfterSignOutElsewhere(uid: string): Promise<void> {
    if (leaving) return;
    leaving = true;
    // Edits first: a form still open here must not write the account's draft back.
    await steps.forgetEdits(uid);
    await Promise.all([steps.clearData(), steps.forgetDownloads()]);
    steps.reload();
  }

  const onMessage = (event: MessageEvent): void => {
    if (isSignedOutMessage(event.data)) void leaveAfterSignOutElsewhere(event.data.uid);
  };
  channel?.addEventListener('message', onMessage);

  return {
    /**
     * Signs out here. `signOut` stops Firestore, asks for the copy to be deleted and signs out (in that
     * order), resolving with who signed out and a promise of the deletion. Then the other tabs are told,
     * this tab forgets the account's edits and downloads, waits for the deletion and reloads at `/`.
     */
    async signOut(signOut: () => Promise<{ uid: string | null; cleared: Promise<boolean> }>): Promise<void> {
      leaving = true;
      let result: Awaited<ReturnType<typeof signOut>>;
      try {
        result = await signOut();
      } catch (error) {
        leaving = false;
        throw error;
      }
      const { uid, cleared } = result;
      if (uid) {
        channel?.postMessage({ type: 'signed-out', uid } satisfies SignedOutMessage);
        await steps.forgetEdits(uid);
      }
      await Promise.all([cleared, steps.forgetDownloads()]);
      steps.reload('/');
    },

    /** Auth reported a change of account in this tab (`previous` undefined on the first report). */
    userChanged(previous: string | null | undefined, next: string | null): void {
      const uid = signedOutAccount(previous, next);
      if (uid) void leaveAfterSignOutElsewhere(uid);
    },

    stop(): void {
      channel?.removeEventListener('message', onMessage);
    },
  };
}
