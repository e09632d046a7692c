/**
 * Which index serves a Firestore query: the automatic single-field indexes, or a composite index in
 * firestore.indexes.json. The emulator runs every query without indexes, so a missing one shows only in
 * production ("The query requires an index"); src/app/firestore-indexes.test.ts asks this module
 * about every query the app makes instead.
 *
 * A query here is plain data, its shape only (values play no part in which index serves it):
 *   { collection, scope: 'COLLECTION' | 'COLLECTION_GROUP', where, orderBy: [{ field, direction }], label }
 * where `where` is a filter `{ field, op }`, `{ and: [...] }`, `{ or: [...] }` or undefined.
 *
 * The rules this module follows (Firestore Standard edition, as documented for index definitions,
 * `StructuredQuery.orderBy` and OR queries), kept strict where Firestore might do better, so that an index
 * it accepts always works:
 * 1. An OR query runs as its disjunctive normal form: `a AND (b OR c)` is `(a AND b) OR (a AND c)`, and
 *    each disjunct needs an index of its own.
 * 2. Equality filters (`==`, `in`; `array-contains`, `array-contains-any` on an array) come first in an
 *    index, in any order; an array filter needs the field with `arrayConfig: CONTAINS`, the others a field
 *    with an order (either direction serves an equality).
 * 3. Then the query's order: its orderBy fields in the query's order with their directions, then every
 *    inequality field (`<`, `<=`, `>`, `>=`, `!=`, `not-in`) the orderBy does not name, by field name,
 *    in the direction of the last orderBy (ascending without one): Firestore orders by them implicitly,
 *    and with several inequality fields the index holds them all. An orderBy on a field an equality fixes
 *    orders nothing and is left out; so is a trailing `__name__` (every index ends with it).
 * 4. Served without a composite index: a disjunct with no order left (equalities only: one field's index,
 *    or several merged), and one with a single field in all (one equality, or one order / inequality field).
 * 5. Otherwise the index must match exactly: the equality fields, then the order fields, nothing more.
 *    Firestore can sometimes merge composite indexes or scan an index backwards; we do not rely on it.
 * 6. A collection query is served by a `COLLECTION` index, a collection-group query by a
 *    `COLLECTION_GROUP` one, each on the collection id (the last segment of the path).
 */

const EQUALITY_OPS = new Set(['==', 'in']);
const ARRAY_OPS = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
/** The document id's field name in queries and indexes. */
export const NAME = '__name__';

/** Firestore's limit on composite indexes in one database. */
export const INDEX_LIMIT = 200;

/**
 * The disjuncts of a filter tree (rule 1): each a list of `{ field, op }` that must all hold.
 * @param {any} where
 * @returns {{ field: string, op: string }[][]}
 */
export function disjuncts(where) {
  if (where === undefined || where === null) return [[]];
  if (Array.isArray(where.and)) {
    return where.and.reduce(
      (sofar, child) => sofar.flatMap((left) => disjuncts(child).map((right) => [...left, ...right])),
      [[]],
    );
  }
  if (Array.isArray(where.or)) return where.or.flatMap((child) => disjuncts(child));
  return [[{ field: where.field, op: where.op }]];
}

/**
 * The query shape of a list-query.ts spec (`filters` AND (`anyOf` OR'd)) on `collection`.
 * @param {string} collection
 * @param {{ filters: readonly { field: string, op: string }[], anyOf: readonly { field: string, op: string }[], orderBy: readonly { field: string, direction: 'asc' | 'desc' }[] }} spec
 * @param {string} [label]
 */
export function shapeOfListSpec(collection, spec, label = collection) {
  const filters = spec.filters.map(({ field, op }) => ({ field, op }));
  const anyOf = spec.anyOf.map(({ field, op }) => ({ field, op }));
  return {
    collection,
    scope: 'COLLECTION',
    where: { and: anyOf.length > 0 ? [...filters, { or: anyOf }] : filters },
    orderBy: spec.orderBy.map(({ field, direction }) => ({ field, direction })),
    label,
  };
}

/**
 * What one disjunct needs (rules 2 to 4): `automatic` when single-field indexes serve it; otherwise the
 * equality fields (`array`: needs CONTAINS) and the order fields an index must hold, in that order.
 * @param {{ field: string, op: string }[]} conjunction
 * @param {readonly { field: string, direction: 'asc' | 'desc' }[]} orderBy
 */
export function requirementOf(conjunction, orderBy) {
  /** @type {Map<string, { field: string, array: boolean }>} */
  const equalities = new Map();
  const inequalities = new Set();
  for (const { field, op } of conjunction) {
    if (EQUALITY_OPS.has(op)) equalities.set(field, { field, array: equalities.get(field)?.array ?? false });
    else if (ARRAY_OPS.has(op)) equalities.set(field, { field, array: true });
    else if (INEQUALITY_OPS.has(op)) inequalities.add(field);
    else throw new Error(`Unknown filter operator ${op} on ${field}`);
  }
  for (const field of equalities.keys()) inequalities.delete(field);
  const order = orderBy
    .filter((entry) => !equalities.has(entry.field))
    .map((entry) => ({ field: entry.field, direction: entry.direction }));
  const lastDirection = order.at(-1)?.direction ?? 'asc';
  const implicit = [...inequalities].filter((field) => !order.some((entry) => entry.field === field)).sort();
  for (const field of implicit) order.push({ field, direction: lastDirection });
  // Every index ends in __name__ (in the last field's direction): a trailing order on it is free.
  const last = order.at(-1);
  if (last?.field === NAME && (order.length === 1 || order.at(-2)?.direction === last.direction)) order.pop();
  const equalityList = [...equalities.values()];
  const automatic = order.length === 0 || equalityList.length + order.length <= 1;
  return { automatic, equalities: equalityList, order };
}

/** @param {{ fieldPath: string, order?: string, arrayConfig?: string }[]} fields */
function withoutTrailingName(fields) {
  const kept = [...fields];
  while (kept.length > 1 && kept.at(-1)?.fieldPath === NAME) kept.pop();
  return kept;
}

/**
 * Whether `index` (an entry of firestore.indexes.json) serves `requirement` on `collection` (rules 5, 6).
 * @param {{ collectionGroup: string, queryScope: string, fields: { fieldPath: string, order?: string, arrayConfig?: string }[] }} index
 * @param {{ collection: string, scope?: string }} query
 * @param {ReturnType<typeof requirementOf>} requirement
 */
export function indexServes(index, query, requirement) {
  if (index.collectionGroup !== query.collection) return false;
  if (index.queryScope !== (query.scope ?? 'COLLECTION')) return false;
  const fields = withoutTrailingName(index.fields);
  const { equalities, order } = requirement;
  if (fields.length !== equalities.length + order.length) return false;
  const head = fields.slice(0, equalities.length);
  const equalityServed = equalities.every((wanted) =>
    head.some(
      (field) =>
        field.fieldPath === wanted.field &&
        (wanted.array ? field.arrayConfig === 'CONTAINS' : field.order !== undefined),
    ),
  );
  if (!equalityServed) return false;
  return order.every((wanted, position) => {
    const field = fields[equalities.length + position];
    return (
      field?.fieldPath === wanted.field && field.order === (wanted.direction === 'asc' ? 'ASCENDING' : 'DESCENDING')
    );
  });
}

/** The index entry that serves `requirement` exactly, in firestore.indexes.json's form. */
export function indexFor(query, requirement) {
  return {
    collectionGroup: query.collection,
    queryScope: query.scope ?? 'COLLECTION',
    fields: [
      ...requirement.equalities.map((equality) =>
        equality.array
          ? { fieldPath: equality.field, arrayConfig: 'CONTAINS' }
          : { fieldPath: equality.field, order: 'ASCENDING' },
      ),
      ...requirement.order.map((entry) => ({
        fieldPath: entry.field,
        order: entry.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
      })),
    ],
  };
}

/** A short key naming an index, for messages and for spotting the same index twice. */
export function indexKey(index) {
  const fields = withoutTrailingName(index.fields).map(
    (field) => `${field.fieldPath} ${field.arrayConfig ?? (field.order === 'DESCENDING' ? 'desc' : 'asc')}`,
  );
  const scope = index.queryScope === 'COLLECTION_GROUP' ? ' (group)' : '';
  return `${index.collectionGroup}${scope}: ${fields.join(', ')}`;
}

/**
 * Checks every query against the indexes: which disjuncts no index serves (with the index that would),
 * which composite indexes no query uses, and which appear twice. A query without a known collection
 * (`collection` undefined) passes when single-field indexes serve it, and is `unplaced` otherwise.
 * @param {readonly any[]} queries
 * @param {{ indexes: any[] }} file firestore.indexes.json
 */
export function checkIndexes(queries, file) {
  const missing = new Map();
  const unplaced = [];
  const used = new Set();
  for (const query of queries) {
    for (const conjunction of disjuncts(query.where)) {
      const requirement = requirementOf(conjunction, query.orderBy ?? []);
      if (requirement.automatic) continue;
      if (query.collection === undefined) {
        unplaced.push({ query, requirement });
        continue;
      }
      const serving = file.indexes.filter((index) => indexServes(index, query, requirement));
      for (const index of serving) used.add(index);
      if (serving.length > 0) continue;
      const wanted = indexFor(query, requirement);
      const key = indexKey(wanted);
      const entry = missing.get(key) ?? { index: wanted, queries: [] };
      entry.queries.push(query.label ?? query.collection);
      missing.set(key, entry);
    }
  }
  const seen = new Map();
  const duplicates = [];
  for (const index of file.indexes) {
    const key = indexKey(index);
    if (seen.has(key)) duplicates.push(key);
    seen.set(key, index);
  }
  return {
    missing: [...missing.values()],
    unplaced,
    unused: file.indexes.filter((index) => !used.has(index)).map(indexKey),
    duplicates,
    total: file.indexes.length,
  };
}

/**
 * firestore.indexes.json as the queries need it (npm run generate): one composite index for each disjunct
 * that single-field indexes do not serve, and no other. An index of `current` that serves a need is
 * kept as it is, where it is (its equality fields' order is free, and a changed order is a new index to
 * build on deploy); a new one goes after its collection's others, or at the end. `current`'s other
 * settings (fieldOverrides) are kept.
 * @param {readonly any[]} queries
 * @param {{ indexes: any[], fieldOverrides?: unknown[] }} current
 */
export function indexesFileFor(queries, current) {
  const { missing } = checkIndexes(queries, current);
  const kept = new Set();
  for (const query of queries) {
    if (query.collection === undefined) continue;
    for (const conjunction of disjuncts(query.where)) {
      const requirement = requirementOf(conjunction, query.orderBy ?? []);
      if (requirement.automatic) continue;
      const serving = current.indexes.find((index) => indexServes(index, query, requirement));
      if (serving) kept.add(serving);
    }
  }
  const indexes = current.indexes.filter((index) => kept.has(index));
  for (const { index } of missing) {
    const lastOfCollection = indexes.findLastIndex((entry) => entry.collectionGroup === index.collectionGroup);
    indexes.splice(lastOfCollection === -1 ? indexes.length : lastOfCollection + 1, 0, index);
  }
  return { ...current, indexes, fieldOverrides: current.fieldOverrides ?? [] };
}
