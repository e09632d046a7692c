/**
 * The public window as a Firestore data bundle, end to end against the emulator and the real rules: the
 * build's writer (scripts/firestore-bundle.mjs) runs the clubs' window query as a visitor, the real
 * Firestore JS SDK loads the bytes in slices, the window's own query answers from the device's copy, and
 * a returning device's delta query is allowed and returns only what changed.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicBundlePlans } from '@/app/public-bundle-plans';
import { assembleDefinition } from '@/collections/assemble-definition';
import { resetReportedDocuments } from '@/collections/converter';
import { keywordsOf, sortKeyOf } from '@/collections/list-fields';
import { BUNDLE_SLICE_DOCUMENTS, deltaListOptions } from '@/collections/public-bundle';
import { loadTypeBundle, warmType } from '@/collections/public-bundle-load';
import { windowListOptions } from '@/collections/public-window';
import { createRepository } from '@/collections/repository';
import { clubsManifest } from '@/features/clubs/clubs-manifest';
import { clubsModel } from '@/features/clubs/clubs-model';
import { makeTypeBundle } from '../../scripts/firestore-bundle.mjs';
import { serverTimestamp, storedContent } from '../rules/fixtures';
import { TEST_PROJECT_ID } from '../test-project';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

const PROJECT = TEST_PROJECT_ID;
const definition = assembleDefinition(clubsManifest, clubsModel, {});

let env: RulesTestEnvironment;

/** rules-unit-testing hands out compat instances; the modular API unwraps them (`_delegate`). */
const asModular = (db: unknown) => db as Firestore;

/** A visitor's own device: a Firestore instance with an empty copy, signed in as nobody. */
const visitorDevice = () => asModular(env.unauthenticatedContext().firestore());

/** A club as the app saves it: its list fields (sortKey, keywords) and the server's time as updatedAt. */
function club(slug: string, title: string, status: 'published' | 'draft' = 'published') {
  const data = { ...storedContent('clubs', { slug, status }), title };
  return {
    ...data,
    sortKey: sortKeyOf(title),
    keywords: keywordsOf([title]),
    updatedAt: serverTimestamp(),
  };
}

async function writeClubs(clubs: Record<string, ReturnType<typeof club>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(clubs).map(([id, data]) => db.doc(`clubs/${id}`).set(data)));
  });
}

/**
 * The clubs' bundle as a build a few minutes before the visit makes it. (Built in the same minute, its
 * query would be the device's own list query, whose target Firestore then shares: the bundle's values are
 * JSON text, which the browser's connection sends as they are but the tests' Node connection, gRPC, refuses.)
 */
async function buildClubsBundle(): Promise<Uint8Array> {
  const builtAt = new Date(Date.now() - 5 * 60_000);
  const plan = publicBundlePlans(builtAt).find((candidate) => candidate.path === 'clubs');
  if (!plan) throw new Error('No bundle plan for clubs.');
  return makeTypeBundle({ fetch: globalThis.fetch, project: { projectId: PROJECT, emulatorHost }, plan });
}

/** The clubs' one window query (A–Z), as the app asks it now. */
function clubsWindow() {
  const [window] = windowListOptions(definition, new Date());
  if (!window) throw new Error('Clubs have no window query.');
  return window;
}

const served = (bytes: Uint8Array) => ({ fetchBundle: () => Promise.resolve(new Response(bytes.slice())) });

describe.skipIf(!emulatorHost)('public window bundles', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    resetReportedDocuments();
    await writeClubs({
      chess: club('chess', 'Chess club'),
      orchestra: club('orchestra', 'Café Ünïon Orchestra 🎻'),
      archery: club('archery', 'Archery'),
      secret: club('secret', 'Not yet announced', 'draft'),
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it("loads into a device's copy a few documents at a time, and the window reads back from it in order", async () => {
    const more = Object.fromEntries(
      Array.from({ length: 2 * BUNDLE_SLICE_DOCUMENTS }, (_, index) => [
        `c${index}`,
        club(`c${index}`, `Club ${index + 10}`),
      ]),
    );
    await writeClubs(more);
    const bytes = await buildClubsBundle();
    const device = visitorDevice();
    let pauses = 0;

    const loaded = await loadTypeBundle(device, 'clubs', {
      ...served(bytes),
      pause: () => {
        pauses += 1;
        return Promise.resolve();
      },
    });

    const documents = 3 + 2 * BUNDLE_SLICE_DOCUMENTS;
    expect(loaded?.documents).toBe(documents);
    // One pause before each slice: the caller's idle moment.
    expect(pauses).toBe(Math.ceil(documents / BUNDLE_SLICE_DOCUMENTS));
    const kept = await createRepository(device, definition).listFromCache(clubsWindow());
    expect(kept.items.map((item) => item.id)).toEqual(['archery', 'orchestra', 'chess', ...Object.keys(more)]);
    // The byte counts held across the accents and the emoji: the title reads back whole.
    expect(kept.items.find((item) => item.id === 'orchestra')?.title).toBe('Café Ünïon Orchestra 🎻');
  });

  it('finds no bundle in a page served in its place', async () => {
    const page = () => Promise.resolve(new Response('<!doctype html><title>Thornbury</title>'));
    await expect(loadTypeBundle(visitorDevice(), 'clubs', { fetchBundle: page })).resolves.toBeUndefined();
    const missing = () => Promise.resolve(new Response('Not found', { status: 404 }));
    await expect(loadTypeBundle(visitorDevice(), 'clubs', { fetchBundle: missing })).resolves.toBeUndefined();
  });

  it('asks a returning device only for the published items changed since its bundle, as the rules allow a visitor', async () => {
    const bytes = await buildClubsBundle();
    const device = visitorDevice();
    const loaded = await loadTypeBundle(device, 'clubs', served(bytes));
    await writeClubs({
      chess: club('chess', 'Chess and draughts club'),
      bowls: club('bowls', 'Bowls'),
      archery: club('archery', 'Archery', 'draft'),
    });

    if (!loaded) throw new Error('The bundle did not load.');
    const changed = await createRepository(device, definition).list(deltaListOptions(definition, loaded.createTime));

    // Both changed within the same moment: which comes first is the server's tie-break, not the point.
    expect(changed.items.map((item) => item.id).sort()).toEqual(['bowls', 'chess']);
    expect(changed.items.find((item) => item.id === 'chess')?.title).toBe('Chess and draughts club');
  });

  it('warms from the bundle and the delta, or from the window queries when there is no bundle', async () => {
    const bytes = await buildClubsBundle();
    await writeClubs({ bowls: club('bowls', 'Bowls') });

    const device = visitorDevice();
    const repository = createRepository(device, definition);
    const withBundle = await warmType(definition, repository, (path) => loadTypeBundle(device, path, served(bytes)));
    expect(withBundle).toEqual({ kept: 4, read: 1 });
    const window = clubsWindow();
    const offline = await repository.listFromCache(window);
    expect(offline.items.map((item) => item.id)).toEqual(['archery', 'bowls', 'orchestra', 'chess']);

    const fresh = visitorDevice();
    const withoutBundle = await warmType(definition, createRepository(fresh, definition), () =>
      Promise.resolve(undefined),
    );
    expect(withoutBundle).toEqual({ kept: 4, read: 4 });
  });

  it("drops an item unpublished since the bundle from the device's copy once a live list reads the window", async () => {
    const bytes = await buildClubsBundle();
    const device = visitorDevice();
    await loadTypeBundle(device, 'clubs', served(bytes));
    await writeClubs({ archery: club('archery', 'Archery', 'draft') });
    const repository = createRepository(device, definition);
    const window = clubsWindow();
    expect((await repository.listFromCache(window)).items.map((item) => item.id)).toContain('archery');

    // Online, the server's answer leaves it out; Firestore then asks for the document itself, which the
    // rules refuse a visitor, and forgets it.
    const live = await repository.list(window);
    expect(live.items.map((item) => item.id)).toEqual(['orchestra', 'chess']);
    await expect
      .poll(async () => (await repository.listFromCache(window)).items.map((item) => item.id))
      .toEqual(['orchestra', 'chess']);
  });
});
