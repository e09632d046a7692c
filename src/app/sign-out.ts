/**
 * Signing out on a shared device, across every open tab. The tab where someone signs out tells the
 * others at once (a BroadcastChannel); each tab also watches Auth, which reports the sign-out a moment
 * later, in case the message never came. Every tab then forgets the account's drafts and unconfirmed
 * saves, stops Firestore and asks for the device's copy to be deleted (the browser deletes it once the
 * last tab has let go), forgets the files kept from Storage and reloads, so nothing of the account stays
 * in memory or on the device. See docs/decisions/0014.
 */

/**
 * A session can also end by itself: the password changed elsewhere, the account disabled, its tokens
 * revoked. Then nothing the person made is deleted: their drafts, unsent saves (Firestore's queue keeps
 * them per account), order requests and waiting uploads stay on the device, held for that account, and
 * are sent only when it signs in here again (issue 25). Only a sign-out on purpose forgets them, after its
 * warning. This device tells the two apart by a mark the signing-out tab leaves in localStorage before
 * Auth hears of it; every tab reads it.
 */
const SIGNED_OUT_KEY = 'signed-out-on-purpose';
/** The accounts whose session ended by themselves, with their work held on this device (uids). */
const HELD_KEY = 'held-accounts';

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused: a later session end is then taken as one by itself, which keeps, never deletes.
  }
}

/** Marks that `uid` is being signed out on purpose on this device (`null`: the sign-out did not happen). */
export function markSignedOutOnPurpose(storage: Storage | undefined, uid: string | null): void {
  write(storage, SIGNED_OUT_KEY, uid);
}

export function signedOutOnPurpose(storage: Storage | undefined, uid: string): boolean {
  try {
    return storage?.getItem(SIGNED_OUT_KEY) === uid;
  } catch {
    return false;
  }
}

export function heldAccounts(storage: Storage | undefined): string[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(HELD_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((uid): uid is string => typeof uid === 'string' && uid !== '') : [];
  } catch {
    return [];
  }
}

/** Holds `uid`'s work on this device until it signs in here again. */
export function holdAccount(storage: Storage | undefined, uid: string): void {
  const held = heldAccounts(storage);
  if (!held.includes(uid)) write(storage, HELD_KEY, JSON.stringify([...held, uid]));
}

/**
 * `uid` signed in: its held work may go again. Returns whether it had any held, so the app can tell them,
 * and forgets the sign-out mark (a later end of this session is judged afresh).
 */
export function releaseAccount(storage: Storage | undefined, uid: string): boolean {
  markSignedOutOnPurpose(storage, null);
  const held = heldAccounts(storage);
  if (!held.includes(uid)) return false;
  const rest = held.filter((other) => other !== uid);
  write(storage, HELD_KEY, rest.length > 0 ? JSON.stringify(rest) : null);
  return true;
}

/**
 * Whether work of another account is held here. The upload outbox does not record whose each file is, so
 * it does not run while another account's files may be among them: they are never sent as someone else.
 */
export function othersHeld(storage: Storage | undefined, uid: string): boolean {
  return heldAccounts(storage).some((other) => other !== uid);
}

/**
 * The session restored at start (`restored`) is not the account last signed in here (`lastKnown`, the
 * session store's mirror, which a sign-out removes): that session ended while no tab was open (Auth
 * found it disabled or withdrawn). Unless it was signed out on purpose, its work is held. Returns whether.
 */
export function holdIfEndedWhileAway(
  storage: Storage | undefined,
  lastKnown: string | null,
  restored: string | null,
): boolean {
  if (!lastKnown || lastKnown === restored || signedOutOnPurpose(storage, lastKnown)) return false;
  holdAccount(storage, lastKnown);
  return true;
}

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
  /** Whether this device signed `uid` out on purpose (else the session ended by itself). */
  signedOutOnPurpose(uid: string): boolean;
  /** Marks that `uid` is being signed out on purpose here (`null`: it did not happen after all). */
  markSignedOut(uid: string | null): void;
  /** The session of `uid` ended by itself: keeps its work on the device, held for it (nothing is deleted). */
  holdFor(uid: string): Promise<void>;
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

  /**
   * The session ended by itself: the account's work stays, held for it; only the files kept from Storage
   * (which anyone may fetch again) go. The page reloads, so nothing of the account stays in memory.
   */
  async function leaveAfterSessionEnded(uid: string): Promise<void> {
    if (leaving) return;
    leaving = true;
    await steps.holdFor(uid);
    await steps.forgetDownloads();
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
    async signOut(
      signOut: () => Promise<{ uid: string | null; cleared: Promise<boolean> }>,
      signingOut: string | null = null,
    ): Promise<void> {
      leaving = true;
      // Before Auth hears of it, so every tab that learns from Auth knows it was on purpose.
      if (signingOut) steps.markSignedOut(signingOut);
      let result: Awaited<ReturnType<typeof signOut>>;
      try {
        result = await signOut();
      } catch (error) {
        leaving = false;
        if (signingOut) steps.markSignedOut(null);
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

    /**
     * Auth reported a change of account in this tab (`previous` undefined on the first report): signed
     * out on purpose in another tab (whose message did not come), or the session ended by itself.
     */
    userChanged(previous: string | null | undefined, next: string | null): void {
      const uid = signedOutAccount(previous, next);
      if (!uid) return;
      if (steps.signedOutOnPurpose(uid)) void leaveAfterSignOutElsewhere(uid);
      else void leaveAfterSessionEnded(uid);
    },

    stop(): void {
      channel?.removeEventListener('message', onMessage);
    },
  };
}
