import { describe, expect, it } from 'vitest';
import { databaseUrlProblem, EMULATOR_DEFAULTS, readFirebaseSettings } from './firebase-config';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'hub.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'hub',
  VITE_FIREBASE_STORAGE_BUCKET: 'hub.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_DATABASE_URL: 'https://hub-default-rtdb.europe-west1.firebasedatabase.app',
};

describe('readFirebaseSettings', () => {
  it('defaults to the local emulators with project demo-community when nothing is configured', () => {
    expect(readFirebaseSettings({})).toEqual({ ok: true, settings: EMULATOR_DEFAULTS });
    expect(EMULATOR_DEFAULTS.projectId).toBe('demo-community');
  });

  it('reads a complete configuration', () => {
    const result = readFirebaseSettings({ ...full, VITE_APPCHECK_SITE_KEY: 'site' });
    expect(result).toMatchObject({
      ok: true,
      settings: { projectId: 'hub', useEmulators: false, appCheckSiteKey: 'site' },
    });
  });

  it('names every missing value at once', () => {
    const result = readFirebaseSettings({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'hub' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'VITE_FIREBASE_AUTH_DOMAIN is missing.',
        'VITE_FIREBASE_STORAGE_BUCKET is missing.',
        'VITE_FIREBASE_MESSAGING_SENDER_ID is missing.',
        'VITE_FIREBASE_APP_ID is missing.',
      ],
    });
  });

  it('rejects a bad emulator flag', () => {
    expect(readFirebaseSettings({ VITE_USE_EMULATORS: 'yes please' })).toEqual({
      ok: false,
      problems: ['VITE_USE_EMULATORS must be true or false (it is “yes please”).'],
    });
  });
});

describe('databaseUrlProblem', () => {
  it('accepts the database root', () => {
    expect(databaseUrlProblem('https://hub-default-rtdb.firebaseio.com', false)).toBeUndefined();
    expect(databaseUrlProblem('https://hub-default-rtdb.firebaseio.com/', false)).toBeUndefined();
    expect(databaseUrlProblem('http://127.0.0.1:9000/?ns=demo-community', true)).toBeUndefined();
  });

  it.each([
    ['not a url', 'not a valid address'],
    ['http://hub-default-rtdb.firebaseio.com', 'must start with https://'],
    ['https://hub-default-rtdb.firebaseio.com/events', 'must point at the database root'],
  ])('rejects %s', (value, fragment) => {
    expect(databaseUrlProblem(value, false)).toContain(fragment);
  });
});
