import { describe, expect, it } from 'vitest';
import {
  deviceKeepsFirebaseCode,
  FIREBASE_CODE_CACHE,
  isFirebaseCode,
  keepFirebaseCode,
  pruneFirebaseCode,
} from './firebase-code-cache';
import { memoryCacheStorage } from './cache-storage-fake';

const ORIGIN = 'https://hub.example';

const cacheStorage = memoryCacheStorage;

const FIRESTORE = `${ORIGIN}/assets/firebase-sdk-firestore-Ab12.js`;
const AUTH = `${ORIGIN}/assets/firebase-sdk-auth-Cd34.js`;
const APP = `${ORIGIN}/assets/firebase-sdk-app-Ef56.js`;

describe('Firebase code kept on first use', () => {
  it('recognises the SDK files the build names, not the app’s own Firebase module', () => {
    expect(isFirebaseCode('assets/firebase-sdk-firestore-DlLtaVES.js')).toBe(true);
    expect(isFirebaseCode('/assets/firebase-sdk-app-check-DUveJAQl.js')).toBe(true);
    expect(isFirebaseCode('/assets/firebase-sdk-auth-DebY5Fk0.js?__WB_REVISION__=1')).toBe(true);
    expect(isFirebaseCode('/assets/firebase-app-ftV_K-Gc.js')).toBe(false);
    expect(isFirebaseCode('/assets/index-02OC51u.js')).toBe(false);
    expect(isFirebaseCode('/assets/firebase-sdk-firestore-DlLtaVES.js.map')).toBe(false);
  });

  it('a device that never loaded Firestore keeps nothing; one that did, or precached it before, keeps it', async () => {
    const fresh = cacheStorage({ 'workbox-precache-v2': [`${ORIGIN}/assets/firebase-app-ftV_K-Gc.js`] });
    expect(await deviceKeepsFirebaseCode(fresh.storage)).toBe(false);

    const used = cacheStorage({ [FIREBASE_CODE_CACHE]: [FIRESTORE] });
    expect(await deviceKeepsFirebaseCode(used.storage)).toBe(true);

    // Builds before this cache precached Firestore on every device: those devices keep it.
    const earlier = cacheStorage({ 'workbox-precache-v2': [`${ORIGIN}/assets/firebase-firestore-DlLtaVES.js`] });
    expect(await deviceKeepsFirebaseCode(earlier.storage)).toBe(true);
  });

  it('fetches only the files it does not hold, and fails when one cannot be fetched', async () => {
    const device = cacheStorage({ [FIREBASE_CODE_CACHE]: [FIRESTORE] }, new Set([AUTH, APP]));
    await keepFirebaseCode(device.storage, [FIRESTORE, AUTH, APP]);
    expect(device.fetched).toEqual([AUTH, APP]);
    expect(device.contents(FIREBASE_CODE_CACHE)).toEqual([APP, AUTH, FIRESTORE].sort());

    const offline = cacheStorage({}, new Set());
    await expect(keepFirebaseCode(offline.storage, [FIRESTORE])).rejects.toThrow(/Failed to fetch/);
  });

  it('removes files from earlier builds and keeps this build’s', async () => {
    const old = `${ORIGIN}/assets/firebase-sdk-firestore-Old0.js`;
    const device = cacheStorage({ [FIREBASE_CODE_CACHE]: [old, FIRESTORE, AUTH] });
    await pruneFirebaseCode(device.storage, [FIRESTORE, AUTH, APP]);
    expect(device.contents(FIREBASE_CODE_CACHE)).toEqual([AUTH, FIRESTORE].sort());
  });
});
