import { isChunkLoadError, reloadWhenBackOnline } from '@/lib/chunk-reload-guard';
import { browserLocalStorage } from '@/lib/memory-storage';
import { importInStages } from '@/lib/staged-import';
import { requestPersistentStorage } from '@/lib/storage-state';
import { keepFirebaseCodeForOffline } from '@/pwa/service-worker-client';
import { collectionRegistry, loadPublicCollections } from './collection-registry';
import { forgetAccountInFeatures, forgetFeatureDownloads, resumeFeatures, waitingInFeatures } from './device-parts';
import {
  createSignOutCoordinator,
  holdAccount,
  holdIfEndedWhileAway,
  markSignedOutOnPurpose,
  othersHeld,
  releaseAccount,
  signedOutOnPurpose,
} from './sign-out';
import { STORAGE_KEYS } from '@/config/constants';
import { setDatabaseConnected } from '@/stores/connectivity-store';
import { readStored } from '@/stores/persistence';
import { applySiteSettings } from '@/stores/site-settings-apply';
import {
  provideAuthActions,
  sessionStore,
  setBackendProblems,
  setSessionRoles,
  setResumedWork,
  setSessionUser,
  setWaitingForConnection,
  type AuthActions,
} from '@/stores/session-store';
import { setEarlierPending } from '@/stores/sync-status-store';

let started = false;

/**
 * Loads Firebase (its own chunks, after the shell has painted) and connects it to the stores: who is
 * signed in and their roles, the connection badge, changes still waiting from an earlier visit, and
 * the sign-in actions pages use.
 */
export async function startBackend(): Promise<void> {
  if (started) return;
  started = true;
  let firebase: typeof import('@/firebase/services') | undefined;
  let services: Awaited<ReturnType<typeof import('@/firebase/services').loadFirebase>>;
  try {
    // Firebase's libraries each start in a task of its own before the code that uses them (which imports
    // them all): started together they were one task of 130 to 170 ms at 4× CPU slowdown.
    firebase = await importInStages(
      [() => import('firebase/app'), () => import('firebase/firestore'), () => import('firebase/auth')],
      () => import('@/firebase/services'),
    );
    services = await firebase.loadFirebase();
  } catch (error) {
    if (firebase && error instanceof firebase.FirebaseConfigurationError) {
      console.error(error.message);
      setBackendProblems(error.problems);
      return;
    }
    // Offline before this device ever fetched Firebase's code (it is kept after its first use):
    // nobody can be signed in here yet, and the data pages say what they have. Back online, the page
    // loads again (reloadWhenBackOnline says why importing again would not do).
    if (isChunkLoadError(error) && !navigator.onLine) {
      started = false;
      setWaitingForConnection(true);
      reloadWhenBackOnline(error);
      return;
    }
    throw error;
  }
  setWaitingForConnection(false);
  keepFirebaseCodeForOffline();
  const auth = firebase.createAuthService(services);

  const signOut = createSignOutCoordinator(
    {
      // The account's drafts, the photos and files waiting to upload, and what each feature keeps for it
      // (its device part: order forms and requests): the next person on this device must neither see them
      // nor send them under their own name.
      forgetEdits: async (uid) => {
        await Promise.all([
          import('@/collections/editor-drafts').then((drafts) => drafts.forgetEditsOf(uid)),
          import('@/collections/uploads/waiting-uploads').then((outbox) => outbox.forgetUploads()),
          forgetAccountInFeatures(uid),
        ]);
      },
      clearData: () => {
        stopWatchingRoles();
        return firebase.clearFirestoreCopy(CLEAR_TIMEOUT_MS).cleared;
      },
      // Files kept from Storage: the service worker's copies, and what features keep for reading offline
      // (members' and committees' papers among them: the next person on this device must find none of it).
      forgetDownloads: async () => {
        await Promise.all([
          import('@/pwa/storage-downloads').then((module) => module.forgetStorageDownloads(window)),
          forgetFeatureDownloads(),
        ]);
      },
      signedOutOnPurpose: (uid) => signedOutOnPurpose(browserLocalStorage(), uid),
      markSignedOut: (uid) => markSignedOutOnPurpose(browserLocalStorage(), uid),
      // The session ended by itself: the drafts, order requests and uploads stay (drafts and requests say
      // whose they are; the upload outbox waits while another account's work is held) and so does the
      // device's copy, whose queue of unsent changes Firestore keeps per account and sends only as it.
      holdFor: async (uid) => {
        stopWatchingRoles();
        holdAccount(browserLocalStorage(), uid);
      },
      reload(path) {
        // The device's copy is gone: the next visit fills it again.
        browserLocalStorage()?.removeItem(WARMED_AT_KEY);
        // Firestore has been stopped to clear its copy, and cannot restart in this page: start afresh.
        if (path) window.location.assign(path);
        else window.location.reload();
      },
    },
    firebase.takeOverSignOutChannel(),
  );

  const actions: AuthActions = {
    signInWithEmail: auth.signInWithEmail,
    signInWithGoogle: auth.signInWithGoogle,
    signUp: auth.signUp,
    sendPasswordReset: auth.sendPasswordReset,
    waitForPendingWrites: auth.waitForPendingWrites,
    async unsavedWork() {
      const uid = sessionStore.uid;
      const [sent, edits, uploads, waiting] = await Promise.all([
        auth.waitForPendingWrites(UNSENT_CHECK_MS),
        uid ? import('@/collections/editor-drafts').then((drafts) => drafts.countEditsOf(uid)) : { drafts: 0 },
        import('@/collections/uploads/waiting-uploads').then((outbox) => outbox.countWaitingUploads()).catch(() => 0),
        uid ? waitingInFeatures(uid) : [],
      ]);
      return { unsent: !sent, drafts: edits.drafts, uploads, waiting };
    },
    async signOut() {
      await signOut.signOut(async () => {
        stopWatchingRoles();
        const { uid, clearing } = await auth.signOut();
        return { uid, cleared: clearing.cleared };
      }, sessionStore.uid);
    },
    async deleteAccount() {
      await signOut.signOut(async () => {
        stopWatchingRoles();
        const { uid, clearing } = await auth.deleteAccount();
        return { uid, cleared: clearing.cleared };
      }, sessionStore.uid);
    },
  };
  provideAuthActions(actions);

  let stopRoles: (() => void) | undefined;
  // Before Firestore stops: its stopping would read as "no roles" and show "You need editor access".
  function stopWatchingRoles(): void {
    stopRoles?.();
    stopRoles = undefined;
  }
  let previousUid: string | null | undefined;
  auth.watchUser((user) => {
    // Signed out in another tab (or the session ended): this tab lets go of the account too.
    signOut.userChanged(previousUid, user?.uid ?? null);
    // Before setSessionUser replaces the mirror of who was signed in last.
    if (previousUid === undefined) {
      holdIfEndedWhileAway(browserLocalStorage(), sessionStore.lastKnownUser?.uid ?? null, user?.uid ?? null);
    }
    setSessionUser(user);
    if (user?.uid === previousUid) return;
    stopWatchingRoles();
    // Someone signed in during this visit (not a session restored at start): ask the browser to keep
    // the offline copy, so their unsent changes are not cleared when space runs low.
    if (user && previousUid === null) void requestPersistentStorage(navigator);
    // Firestore keeps unsent changes per account, so look for earlier ones once the account is known.
    if (previousUid === undefined)
      firebase.watchEarlierPendingWrites(services, (pending) => setEarlierPending(pending));
    previousUid = user?.uid ?? null;
    if (user) stopRoles = auth.watchRoles(user.uid, setSessionRoles);
    // Follows: the account's when someone signs in (the device's list moves into it), else the device's.
    void import('@/collections/follows-account').then((follows) => follows.watchAccountFollows(user?.uid ?? null));
    // Work held since this account's session ended by itself goes now; they are told how much.
    if (user && releaseAccount(browserLocalStorage(), user.uid)) {
      void countHeldWork(user.uid).then(setResumedWork);
      // What features kept waiting for them (order requests: the outbox sends none for another account)
      // goes now.
      void resumeFeatures(window);
    }
    // Photos waiting on this device upload as whoever is signed in (the outbox loads only then), unless
    // another account's are held here: the outbox does not know whose each file is.
    if (user && !othersHeld(browserLocalStorage(), user.uid)) {
      void import('@/collections/uploads/start-outbox').then((outbox) =>
        outbox.startOutbox(window, collectionRegistry),
      );
    }
  });
  void resumeContactMessages();
  void resumeFeatures(window);

  void firebase.watchDatabaseConnection(setDatabaseConnected);
  void warmOfflineCopy();
  void followSiteSettings();
}

/** What `uid` left waiting on this device: drafts and unconfirmed saves, what features keep, uploads. */
async function countHeldWork(uid: string): Promise<number> {
  const [edits, waiting, uploads] = await Promise.all([
    import('@/collections/editor-drafts').then((drafts) => drafts.countEditsOf(uid)),
    waitingInFeatures(uid),
    import('@/collections/uploads/waiting-uploads').then((outbox) => outbox.countWaitingUploads()),
  ]).catch(() => [{ drafts: 0, unconfirmed: 0 }, [], 0] as const);
  return edits.drafts + edits.unconfirmed + waiting.reduce((sum, work) => sum + work.count, 0) + uploads;
}

/**
 * Contact messages written on an earlier visit and not sent yet (the device was offline) go now, from
 * whatever page is open, not only when someone opens the contact page again. Its code loads only then.
 */
export async function resumeContactMessages(
  loadOutbox: () => Promise<{ resumeContactOutbox(target: Window): void }> = () => import('@/pages/contact-outbox'),
): Promise<boolean> {
  const waiting = await readStored(STORAGE_KEYS.contactOutbox, (raw) =>
    Array.isArray(raw) && raw.length > 0 ? true : undefined,
  );
  if (waiting) (await loadOutbox()).resumeContactOutbox(window);
  return waiting === true;
}

/** Site settings live: an admin's change shows on every open page without a reload, and is kept here. */
async function followSiteSettings(): Promise<void> {
  const { watchSiteSettings } = await import('@/domains/settings/site-settings-remote');
  await watchSiteSettings(({ settings }) => {
    if (settings) applySiteSettings(settings, 'server', browserLocalStorage());
  });
}

/** How long a tab waits for the others to let go of the device's copy before it reloads anyway. */
const CLEAR_TIMEOUT_MS = 5_000;
/**
 * Changes still unsent after this long when someone signs out are worth a warning. Firestore answers
 * "nothing pending" only after the work queued before it, which on a slow phone can take over 300 ms:
 * a shorter wait warned about changes that did not exist.
 */
const UNSENT_CHECK_MS = 2_000;

/** The offline copy is refreshed at most this often; between times, live pages keep what they show current. */
const WARM_INTERVAL_MS = 6 * 60 * 60 * 1000;
const WARMED_AT_KEY = 'offline-copy-warmed-at';
/** How long after Firebase starts the offline copy begins (the dashboard asks for its table at once). */
const WARM_DELAY_MS = 2_000;

/**
 * After one online visit, each public type's window (upcoming events, the directory, the shop…) is on
 * this device, so lists, calendars and detail pages open with no signal. The documents come from the
 * build's bundles on the CDN; Firestore is asked only for what changed since (warmType in
 * collections/public-bundle-load.ts), and not on every visit: a live list keeps what it shows current.
 */
async function warmOfflineCopy(): Promise<void> {
  if (!navigator.onLine) return;
  const warmedAt = Number(browserLocalStorage()?.getItem(WARMED_AT_KEY));
  if (Number.isFinite(warmedAt) && Date.now() - warmedAt < WARM_INTERVAL_MS) return;
  // The page's own first lists go to Firestore first: one queue does both, and the copy can wait.
  await new Promise((resolve) => setTimeout(resolve, WARM_DELAY_MS));
  const [{ warmPublicCache }, collections] = await Promise.all([
    import('@/collections/collection-data'),
    loadPublicCollections(),
  ]);
  const count = await warmPublicCache(collections);
  if (count > 0) browserLocalStorage()?.setItem(WARMED_AT_KEY, String(Date.now()));
  if (import.meta.env.DEV) console.info(`Kept ${count} published items on this device for offline use.`);
}
