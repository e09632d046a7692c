import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, readFirebaseSettings, type FirebaseSettings } from '@/config/firebase-config';

/** Firestore's on-device cache: 100 MB holds every public document many times over. */
export const DEFAULT_CACHE_SIZE_BYTES = 100 * 1024 * 1024;

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  settings: FirebaseSettings;
}

/** The configuration is wrong: each problem says which value and what is wrong with it. */
export class FirebaseConfigurationError extends Error {
  override readonly name = 'FirebaseConfigurationError';
  constructor(readonly problems: string[]) {
    super(`The app's Firebase settings need attention:\n- ${problems.join('\n- ')}`);
  }
}

let services: Promise<FirebaseServices> | undefined;

/**
 * Firebase, loaded on first use and never in the entry chunk: the shell paints first. Firestore keeps
 * its cache in IndexedDB, shared safely between tabs, so data read once is there offline; Auth keeps the
 * session in IndexedDB. With the emulator flag on, everything talks to the local emulators.
 */
export function loadFirebase(cacheSizeBytes = DEFAULT_CACHE_SIZE_BYTES): Promise<FirebaseServices> {
  services ??= start(cacheSizeBytes);
  return services;
}

async function start(cacheSizeBytes: number): Promise<FirebaseServices> {
  const result = readFirebaseSettings(import.meta.env);
  if (!result.ok) throw new FirebaseConfigurationError(result.problems);
  const { settings } = result;

  const [appModule, authModule, firestoreModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/firestore'),
  ]);
  const app = appModule.initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    storageBucket: settings.storageBucket,
    messagingSenderId: settings.messagingSenderId,
    appId: settings.appId,
    databaseURL: settings.databaseURL,
  });

  const firestore = firestoreModule.initializeFirestore(app, {
    localCache: firestoreModule.persistentLocalCache({
      tabManager: firestoreModule.persistentMultipleTabManager(),
      cacheSizeBytes,
    }),
  });
  const auth = authModule.initializeAuth(app, {
    persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
    popupRedirectResolver: authModule.browserPopupRedirectResolver,
  });

  if (settings.useEmulators) {
    firestoreModule.connectFirestoreEmulator(firestore, EMULATOR_HOST, EMULATOR_PORTS.firestore);
    authModule.connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  }
  return { app, auth, firestore, settings };
}
