import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { Firestore } from 'firebase/firestore';
import { reloadWhenBackOnline } from '@/lib/chunk-reload-guard';
import { forgetIfRejected } from '@/lib/forget-if-rejected';
import { readLastKnownUser } from '@/lib/last-session';
import { browserLocalStorage } from '@/lib/memory-storage';
import { EMULATOR_HOST, EMULATOR_PORTS, readFirebaseSettings, type FirebaseSettings } from '@/config/firebase-config';

/** Firestore's on-device cache: 100 MB holds every public document many times over. */
export const DEFAULT_CACHE_SIZE_BYTES = 100 * 1024 * 1024;

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  settings: FirebaseSettings;
}

/** The app and Firestore: what pages that show data need. */
export type DataServices = Omit<FirebaseServices, 'auth'>;

/** The configuration is wrong: each problem says which value and what is wrong with it. */
export class FirebaseConfigurationError extends Error {
  override readonly name = 'FirebaseConfigurationError';
  constructor(readonly problems: string[]) {
    super(`The app's Firebase settings need attention:\n- ${problems.join('\n- ')}`);
  }
}

let data: Promise<DataServices> | undefined;
let dataAsTheAccount: Promise<DataServices> | undefined;
let services: Promise<FirebaseServices> | undefined;
let database: Promise<Database | undefined> | undefined;

/** The cache size from `VITE_FIRESTORE_CACHE_MB` (whole megabytes, at least 40), else the default. */
export function cacheSizeFromEnv(value: string | undefined): number {
  const megabytes = Number(value);
  return Number.isInteger(megabytes) && megabytes >= 40 ? megabytes * 1024 * 1024 : DEFAULT_CACHE_SIZE_BYTES;
}

/**
 * Firebase's app and Firestore, loaded on first use and never in the entry chunk: the shell paints
 * first. Firestore keeps its cache in IndexedDB, shared safely between tabs, so data read once is there
 * offline. Auth is loaded separately (loadFirebase), only where someone's account matters; Firestore
 * picks up the signed-in user whenever Auth arrives.
 *
 * On a device where someone was signed in, Firestore waits for Auth to have checked the saved session:
 * Firestore asks on its own as nobody when Auth is not there yet, and the server refuses a dashboard's
 * queries, which the app may show at once from the session this device last knew (startFromLastSession).
 * Should Auth's code not load (offline, never fetched), Firestore goes on as nobody, as it did.
 */
export function loadFirestore(): Promise<DataServices> {
  listenForSignOutElsewhere();
  if (dataAsTheAccount) return dataAsTheAccount;
  if (!readLastKnownUser(browserLocalStorage())) return startFirestore();
  dataAsTheAccount = forgetIfRejected(
    loadFirebase().then(
      async ({ auth, ...loaded }) => {
        await auth.authStateReady();
        return loaded;
      },
      () => startFirestore(),
    ),
    () => {
      dataAsTheAccount = undefined;
    },
  );
  return dataAsTheAccount;
}

function startFirestore(): Promise<DataServices> {
  data ??= forgetIfRejected(startData(cacheSizeFromEnv(import.meta.env.VITE_FIRESTORE_CACHE_MB)), (error) => {
    data = undefined;
    reloadWhenBackOnline(error);
  });
  return data;
}

/** Whether Firestore has been asked for already (so waiting before loading it gains nothing). */
export function firestoreRequested(): boolean {
  return data !== undefined;
}

/** Everything, Auth included (keeping the session in IndexedDB). */
export function loadFirebase(): Promise<FirebaseServices> {
  services ??= forgetIfRejected(
    Promise.all([startFirestore(), import('firebase/auth')]).then(([loaded, authModule]) => {
      const auth = authModule.initializeAuth(loaded.app, {
        persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
        // No pop-up helper here: it loads Google's script at once. Google sign-in passes it when used.
      });
      if (loaded.settings.useEmulators) {
        authModule.connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
          disableWarnings: true,
        });
      }
      return { ...loaded, auth };
    }),
    () => {
      services = undefined;
    },
  );
  return services;
}

async function startData(cacheSizeBytes: number): Promise<DataServices> {
  const result = readFirebaseSettings(import.meta.env);
  if (!result.ok) throw new FirebaseConfigurationError(result.problems);
  const { settings } = result;

  const [appModule, firestoreModule] = await Promise.all([import('firebase/app'), import('firebase/firestore')]);
  const app = appModule.initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    storageBucket: settings.storageBucket,
    messagingSenderId: settings.messagingSenderId,
    appId: settings.appId,
    databaseURL: settings.databaseURL,
  });

  // App Check before any other service talks to the backend, so their first requests carry a token.
  if (settings.appCheckSiteKey) await startAppCheck(app, settings.appCheckSiteKey);

  const firestore = firestoreModule.initializeFirestore(app, {
    localCache: firestoreModule.persistentLocalCache({
      tabManager: firestoreModule.persistentMultipleTabManager(),
      cacheSizeBytes,
    }),
  });
  if (settings.useEmulators) {
    firestoreModule.connectFirestoreEmulator(firestore, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  // A sign-out whose clearing did not finish (the tab closed, or another held the copy): finish it
  // before anything is read, so the next person never sees the last one's data.
  const storage = browserLocalStorage();
  if (storage?.getItem(CLEAR_PENDING_KEY)) {
    const cleared = await settleWithin(firestoreModule.clearIndexedDbPersistence(firestore), CLEAR_AT_START_MS);
    if (cleared) storage.removeItem(CLEAR_PENDING_KEY);
  }
  return { app, firestore, settings };
}

/** Set while a sign-out's clearing of this device's copy is unfinished (localStorage). */
export const CLEAR_PENDING_KEY = 'firestore-copy-to-clear';
const CLEAR_AT_START_MS = 5_000;

/** True if `work` succeeds within `timeoutMs`; false if it fails or takes longer (it goes on). */
export async function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch (error) {
    console.warn('Could not clear this device’s copy of the data', error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What `clearFirestoreCopy` reports. */
export interface FirestoreClearing {
  /** This tab has let go of the copy, and asked the browser to delete it. */
  requested: Promise<void>;
  /** True once the copy is deleted (within the time allowed); false if this tab holds no copy. */
  cleared: Promise<boolean>;
}

/**
 * Stops Firestore in this tab and deletes this device's copy of the database (documents and unsent
 * changes). Every open tab does this on a sign-out: the browser deletes the copy once the last tab has
 * let go of it, and a tab that opens it afterwards waits for the deletion. Until it is done, a flag
 * makes the next start finish the job. The page must reload afterwards: Firestore cannot restart here.
 */
export function clearFirestoreCopy(timeoutMs: number): FirestoreClearing {
  const loading = data;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const cleared = (async (): Promise<boolean> => {
    try {
      const loaded = loading && (await loading.catch(() => undefined));
      if (!loaded) return false;
      const storage = browserLocalStorage();
      storage?.setItem(CLEAR_PENDING_KEY, String(Date.now()));
      const { clearIndexedDbPersistence, terminate } = await import('firebase/firestore');
      await terminate(loaded.firestore);
      const deleting = clearIndexedDbPersistence(loaded.firestore);
      markRequested();
      const done = await settleWithin(deleting, timeoutMs);
      if (done) storage?.removeItem(CLEAR_PENDING_KEY);
      return done;
    } catch (error) {
      console.warn('Could not stop Firestore to clear this device’s copy', error);
      return false;
    } finally {
      markRequested();
    }
  })();
  return { requested, cleared };
}

/**
 * App Check with reCAPTCHA v3. Development builds use the debug provider: the browser console prints a
 * token to register in the Firebase console (never shipped: the flag exists only in development).
 */
async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const appCheck = await import('firebase/app-check');
  if (import.meta.env.DEV) {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      import.meta.env.VITE_APPCHECK_DEBUG_TOKEN ?? true;
  }
  appCheck.initializeAppCheck(app, {
    provider: new appCheck.ReCaptchaV3Provider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/** The Realtime Database, when one is configured (its `.info/connected` drives the connection badge). */
export function loadDatabase(): Promise<Database | undefined> {
  database ??= forgetIfRejected(
    loadFirestore().then(async ({ app, settings }) => {
      if (!settings.databaseURL) return undefined;
      // The Realtime Database emulator needs Java 21 (firebase-tools); where it cannot run, asking it
      // would only log failed connections, so with emulators the database is used only when one runs.
      if (settings.useEmulators && import.meta.env.VITE_DATABASE_EMULATOR !== 'true') return undefined;
      const databaseModule = await import('firebase/database');
      const instance = databaseModule.getDatabase(app);
      if (settings.useEmulators) {
        databaseModule.connectDatabaseEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.database);
      }
      return instance;
    }),
    () => {
      database = undefined;
    },
  );
  return database;
}

/** The channel the app's tabs use to say someone signed out (app/sign-out.ts). */
export const SIGN_OUT_CHANNEL = 'community-hub-sign-out';

let signOutChannel: BroadcastChannel | undefined;

/**
 * Until the app takes the channel over (its sign-in code starts a few seconds after a public page, while
 * Firestore may start at once), a sign-out in another tab still makes this tab let go of the device's
 * copy and start afresh: nobody is signed in here yet, so there is nothing else of theirs to forget.
 */
function beforeTheAppListens(event: MessageEvent): void {
  if ((event.data as { type?: unknown } | null)?.type !== 'signed-out') return;
  void clearFirestoreCopy(CLEAR_AT_START_MS).cleared.then(() => window.location.reload());
}

function listenForSignOutElsewhere(): void {
  if (signOutChannel || typeof BroadcastChannel !== 'function') return;
  signOutChannel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  signOutChannel.addEventListener('message', beforeTheAppListens);
}

/** The sign-out channel, for the app to handle from now on (absent where browsers have none). */
export function takeOverSignOutChannel(): BroadcastChannel | undefined {
  listenForSignOutElsewhere();
  signOutChannel?.removeEventListener('message', beforeTheAppListens);
  return signOutChannel;
}
