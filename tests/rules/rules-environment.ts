/**
 * The Firestore rules tests' shared setup: one test environment per test file on the emulator named by
 * FIRESTORE_EMULATOR_HOST, with firestore.rules loaded and the fixtures seeded with the rules off, cleared
 * and closed after the file's tests; and the per-type checks every content type's rules file runs (each
 * refused shape denied, each allowed one written, every seeded document accepted).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withListFields } from '@/app/list-fields-of-documents';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { TEST_PROJECT_ID } from '../test-project';
import {
  seed,
  serverTimestamp,
  tokenOf,
  UID,
  writeContent,
  type ContentCollection,
  type Db,
  type DocData,
  type SignedInRole,
} from './fixtures';

export const emulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();
export const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
export const PROJECT_ID = TEST_PROJECT_ID;

/** Who a test acts as: a fixture role, any account id, or a visitor (signed out). */
export type Actor = SignedInRole | 'visitor' | { uid: string };

export interface RulesEnvironment {
  /** The environment itself (for writes with the rules off). */
  env(): RulesTestEnvironment;
  /** Firestore as `actor` sees it: signed in with a verified email, or signed out. */
  as(actor: Actor): Db;
  /** Runs `action` on the database with the rules off (setting up or clearing documents). */
  withoutRules(action: (db: Db) => Promise<unknown>): Promise<void>;
}

/**
 * Registers the environment's set-up and tear-down with the enclosing `describe`. `seedFixtures: false`
 * starts from an empty database (the file seeds what it needs itself). `rules`: rules text to load
 * instead of firestore.rules (rules generated for a registry with an extra type).
 */
export function useRulesEnvironment({
  seedFixtures = true,
  rules,
}: { seedFixtures?: boolean; rules?: string } = {}): RulesEnvironment {
  let env: RulesTestEnvironment | undefined;
  const databases = new Map<string, Db>();
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not initialised.');
    return env;
  };

  beforeAll(async () => {
    const colon = emulatorHost.lastIndexOf(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        rules: rules ?? readFileSync(RULES_PATH, 'utf8'),
        host: emulatorHost.slice(0, colon),
        port: Number(emulatorHost.slice(colon + 1)),
      },
    });
    firebase.firestore.setLogLevel('silent');
    await env.clearFirestore();
    if (seedFixtures) await env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });

  afterAll(async () => {
    if (env) {
      await env.clearFirestore();
      await env.cleanup();
    }
  });

  return {
    env: current,
    async withoutRules(action) {
      await current().withSecurityRulesDisabled(async (context) => {
        await action(context.firestore());
      });
    },
    as(actor) {
      const uid = actor === 'visitor' ? null : typeof actor === 'string' ? UID[actor] : actor.uid;
      const key = uid ?? '(visitor)';
      let found = databases.get(key);
      if (!found) {
        found = (
          uid === null ? current().unauthenticatedContext() : current().authenticatedContext(uid, tokenOf(uid))
        ).firestore();
        databases.set(key, found);
      }
      return found;
    },
  };
}

export interface TypeShapes {
  /** A valid new document of the type with `changes`, its slug included. */
  valid: (changes: DocData) => DocData;
  /** One thing wrong each: the rules must refuse every one. */
  refused: [string, (valid: DocData) => DocData][];
  /** Edge cases the rules must accept: the valid document with these changes. */
  allowed: [string, DocData][];
  /** At least this many documents of the type are in the seed data. */
  seededAtLeast: number;
  /**
   * A seeded document as written at `id` instead of its own (for a type whose fields name the document's
   * id, as a document's file path does). Default: unchanged.
   */
  seededAs?: (data: DocData, id: string) => DocData;
}

/**
 * The checks every content type's own rules file runs, as an editor creating documents: each refused shape
 * denied (and at least 15 of them), each allowed one written, and every seeded document accepted (the seed
 * passes the rules). Returns a maker of fresh ids for the file's own tests.
 */
export function typeShapeTests(
  rules: RulesEnvironment,
  collection: ContentCollection,
  { valid, refused, allowed, seededAtLeast, seededAs = (data) => data }: TypeShapes,
): () => string {
  let count = 0;
  const nextId = () => `${collection}-${(count += 1)}`;
  const editor = () => rules.as('editor');

  it('lists at least 15 refused shapes', () => {
    expect(refused.length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, change] of refused) {
    it(`editor · create · ${name} → denied`, async () => {
      const id = nextId();
      await assertFails(writeContent(editor(), collection, id, change(valid({ slug: id }))));
    });
  }

  for (const [name, changes] of allowed) {
    it(`editor · create · ${name} → allowed`, async () => {
      const id = nextId();
      await assertSucceeds(writeContent(editor(), collection, id, valid({ slug: id, ...changes })));
    });
  }

  // Written by an admin: seeded listings have owners, which only admins give (decision 0024).
  it(`admin · create · every seeded document (the seed passes the rules) → allowed`, async () => {
    // As the seed writes them: with the list fields every save adds.
    const seeded =
      (await withListFields(buildSeedData(new Date('2026-11-21T10:00:00Z')).collections))[collection] ?? [];
    expect(seeded.length).toBeGreaterThanOrEqual(seededAtLeast);
    for (const document of seeded) {
      const id = nextId();
      const written = {
        ...seededAs(document.data as DocData, id),
        slug: id,
        publishAt: null,
        version: 1,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdBy: UID.admin,
        updatedBy: UID.admin,
      };
      await assertSucceeds(writeContent(rules.as('admin'), collection, id, written));
    }
  });

  return nextId;
}
