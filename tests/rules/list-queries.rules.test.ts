/**
 * Every list the engine asks Firestore for (src/collections/engine-queries.ts: windows, paged lists with
 * their keyword search, pages past the window, deltas, references), run against the rules as the app runs
 * it (through listQuerySpec): visitors' lists are allowed when they carry the type's public conditions,
 * editors' lists are allowed, and the counts the lists show are allowed too. Beside them, the bounds the
 * rules keep: a visitor's list over 500, or without the scheduling condition, is refused.
 * Run: `node scripts/emulators.mjs exec --no-seed -- npx vitest run --config vitest.rules.config.ts tests/rules/list-queries.rules.test.ts`.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  getCountFromServer,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collectionRegistry } from '@/app/collection-registry';
import { engineQueries } from '@/collections/engine-queries';
import { listQuerySpec, MAX_PUBLIC_LIST, type ListFilter, type ListSpecOptions } from '@/collections/list-query';
import { UID } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost)
  console.warn('list-queries.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

const NOW = new Date();

/** The query listQuerySpec describes, as the repository builds it (modular API on the compat instance). */
function queryOf(db: unknown, path: string, options: ListSpecOptions) {
  const spec = listQuerySpec(options, NOW);
  const condition = (filter: ListFilter) => where(filter.field, filter.op, filter.value);
  const all = spec.filters.map(condition);
  const constraints: QueryNonFilterConstraint[] = [
    ...spec.orderBy.map((order) => orderBy(order.field, order.direction)),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
  const target = collection(db as Firestore, path);
  return spec.anyOf.length > 0
    ? query(target, and(...all, or(...spec.anyOf.map(condition))), ...constraints)
    : query(target, ...all, ...constraints);
}

const engine = await engineQueries(collectionRegistry, NOW);
const manifests = new Map(collectionRegistry.map((manifest) => [manifest.path, manifest]));

/** A visitor may list a type with its public conditions (documents: `visibility == 'public'`). */
function visitorMayRun(path: string, options: ListSpecOptions): boolean {
  const required = manifests.get(path)?.publicFilters ?? [];
  return required.every((needed) =>
    (options.filters ?? []).some(
      (filter) => filter.field === needed.field && filter.op === needed.op && filter.value === needed.value,
    ),
  );
}

const visitorLists = engine
  .filter((entry) => entry.options.audience === 'public' && visitorMayRun(entry.path, entry.options))
  .map((entry) => [`${entry.path}: ${entry.name}`, entry] as const);
const editorLists = engine
  .filter((entry) => entry.options.audience === 'editor')
  .map((entry) => [`${entry.path}: ${entry.name}`, entry] as const);

describe.skipIf(!emulatorHost)('firestore.rules: the lists the app asks for', () => {
  const rules = useRulesEnvironment();

  it('has lists to check for every type visitors read', () => {
    const listed = new Set(visitorLists.map(([, entry]) => entry.path));
    for (const manifest of collectionRegistry) {
      if (manifest.access.read === 'public') expect(listed, manifest.path).toContain(manifest.path);
    }
  });

  it.each(visitorLists)('a visitor may list %s, and count it', async (_name, entry) => {
    const visitor = rules.as('visitor');
    await assertSucceeds(getDocs(queryOf(visitor, entry.path, entry.options)));
    await assertSucceeds(getCountFromServer(queryOf(visitor, entry.path, entry.options)));
  });

  it.each(editorLists)('an editor may list %s', async (_name, entry) => {
    await assertSucceeds(getDocs(queryOf(rules.as({ uid: UID.editor }), entry.path, entry.options)));
  });

  it.each(collectionRegistry.filter((manifest) => manifest.access.read === 'public').map((manifest) => manifest.path))(
    'a visitor may not list %s past 500, or without the scheduling condition',
    async (path) => {
      const visitor = rules.as('visitor') as unknown as Firestore;
      const conditions = (manifests.get(path)?.publicFilters ?? []).map((filter) =>
        where(filter.field, filter.op, filter.value),
      );
      const published = where('status', '==', 'published');
      const due = or(where('publishAt', '==', null), where('publishAt', '<=', NOW));
      await assertFails(
        getDocs(
          query(
            collection(visitor, path),
            and(published, ...conditions, due),
            orderBy('sortKey'),
            limit(MAX_PUBLIC_LIST + 1),
          ),
        ),
      );
      await assertFails(
        getDocs(query(collection(visitor, path), and(published, ...conditions), orderBy('sortKey'), limit(10))),
      );
    },
  );
});
