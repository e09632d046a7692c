import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 17, item 4: App Check is enforced by the Firebase console, per service, not by security rules;
 * it only helps if the app sends App Check tokens. Firebase's own modules are replaced here (they need
 * a browser and a network) to see what the app asks of them, and in which order.
 */
const calls: string[] = [];

vi.mock('firebase/app', () => ({
  initializeApp: vi.fn(() => {
    calls.push('initializeApp');
    return { name: 'app' };
  }),
}));
vi.mock('firebase/app-check', () => ({
  ReCaptchaV3Provider: class {
    constructor(readonly siteKey: string) {
      calls.push(`ReCaptchaV3Provider(${siteKey})`);
    }
  },
  initializeAppCheck: vi.fn(() => {
    calls.push('initializeAppCheck');
  }),
}));
vi.mock('firebase/firestore', () => ({
  initializeFirestore: vi.fn(() => {
    calls.push('initializeFirestore');
    return {};
  }),
  persistentLocalCache: vi.fn(() => ({})),
  persistentMultipleTabManager: vi.fn(() => ({})),
  connectFirestoreEmulator: vi.fn(),
}));

/** A real project's settings (no emulators), so App Check is in play. */
function stubProject(siteKey: string): void {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-test');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'hub.firebaseapp.com');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'hub');
  vi.stubEnv('VITE_FIREBASE_STORAGE_BUCKET', 'hub.appspot.com');
  vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', '123');
  vi.stubEnv('VITE_FIREBASE_APP_ID', '1:123:web:abc');
  vi.stubEnv('VITE_USE_EMULATORS', 'false');
  vi.stubEnv('VITE_APPCHECK_SITE_KEY', siteKey);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  calls.length = 0;
});

describe('App Check', () => {
  it('starts before Firestore when a site key is configured', async () => {
    stubProject('site-key-123');
    const { loadFirestore } = await import('./firebase-app');
    await loadFirestore();
    expect(calls).toEqual([
      'initializeApp',
      'ReCaptchaV3Provider(site-key-123)',
      'initializeAppCheck',
      'initializeFirestore',
    ]);
  });

  it('is not started without a site key', async () => {
    stubProject('');
    const { loadFirestore } = await import('./firebase-app');
    await loadFirestore();
    expect(calls).toEqual(['initializeApp', 'initializeFirestore']);
  });
});
