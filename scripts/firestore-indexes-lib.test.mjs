import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  checkIndexes,
  disjuncts,
  indexesFileFor,
  indexFor,
  indexKey,
  indexServes,
  requirementOf,
  shapeOfListSpec,
} from './firestore-indexes-lib.mjs';
import { extractQueries } from './firestore-query-scan.mjs';

const asc = (field) => ({ field, direction: 'asc' });
const desc = (field) => ({ field, direction: 'desc' });
const index = (collectionGroup, ...fields) => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map((field) => {
    const [fieldPath, mode] = field.split(' ');
    return mode === 'CONTAINS'
      ? { fieldPath, arrayConfig: 'CONTAINS' }
      : { fieldPath, order: mode === 'desc' ? 'DESCENDING' : 'ASCENDING' };
  }),
});

describe('disjuncts', () => {
  it('splits an OR inside an AND into one conjunction per choice', () => {
    const where = {
      and: [
        { field: 'a', op: '==' },
        {
          or: [
            { field: 'b', op: '==' },
            { field: 'b', op: '<=' },
          ],
        },
      ],
    };
    expect(disjuncts(where)).toEqual([
      [
        { field: 'a', op: '==' },
        { field: 'b', op: '==' },
      ],
      [
        { field: 'a', op: '==' },
        { field: 'b', op: '<=' },
      ],
    ]);
    expect(disjuncts(undefined)).toEqual([[]]);
  });
});

describe('requirementOf', () => {
  it('needs no composite index for equalities alone, or for one field', () => {
    expect(
      requirementOf(
        [
          { field: 'a', op: '==' },
          { field: 'b', op: 'array-contains' },
        ],
        [],
      ).automatic,
    ).toBe(true);
    expect(requirementOf([{ field: 'a', op: '>' }], [desc('a')]).automatic).toBe(true);
    expect(requirementOf([], [asc('a')]).automatic).toBe(true);
    expect(requirementOf([{ field: 'a', op: '==' }], [asc('__name__')]).automatic).toBe(true);
  });

  it('puts equalities first, then the orders, then inequality fields by name in the last direction', () => {
    const requirement = requirementOf(
      [
        { field: 'status', op: '==' },
        { field: 'tags', op: 'array-contains' },
        { field: 'z', op: '<' },
        { field: 'publishAt', op: '<=' },
      ],
      [desc('startsAt')],
    );
    expect(requirement).toEqual({
      automatic: false,
      equalities: [
        { field: 'status', array: false },
        { field: 'tags', array: true },
      ],
      order: [desc('startsAt'), desc('publishAt'), desc('z')],
    });
  });

  it('leaves out an order on a field an equality fixes', () => {
    expect(requirementOf([{ field: 'a', op: '==' }], [asc('a')]).automatic).toBe(true);
    expect(
      requirementOf(
        [
          { field: 'a', op: '==' },
          { field: 'b', op: '==' },
        ],
        [asc('a'), asc('c')],
      ).order,
    ).toEqual([asc('c')]);
  });

  it('refuses an operator it does not know', () => {
    expect(() => requirementOf([{ field: 'a', op: '=~' }], [])).toThrow(/Unknown filter operator/);
  });
});

describe('indexServes', () => {
  const query = { collection: 'events' };
  const requirement = requirementOf(
    [
      { field: 'status', op: '==' },
      { field: 'kind', op: '==' },
      { field: 'publishAt', op: '<=' },
    ],
    [asc('sortKey')],
  );

  it('takes the equality fields in any order, then the order fields exactly', () => {
    expect(
      indexServes(index('events', 'kind desc', 'status asc', 'sortKey asc', 'publishAt asc'), query, requirement),
    ).toBe(true);
    expect(indexServes(index('events', 'status', 'kind', 'publishAt', 'sortKey'), query, requirement)).toBe(false);
    expect(indexServes(index('events', 'status', 'kind', 'sortKey desc', 'publishAt desc'), query, requirement)).toBe(
      false,
    );
    expect(indexServes(index('events', 'status', 'kind', 'sortKey', 'publishAt', 'extra'), query, requirement)).toBe(
      false,
    );
    expect(indexServes(index('events', 'status', 'kind', 'sortKey', 'publishAt', '__name__'), query, requirement)).toBe(
      true,
    );
  });

  it('wants CONTAINS for an array filter, and the right collection and scope', () => {
    const contains = requirementOf([{ field: 'tags', op: 'array-contains' }], [asc('title')]);
    expect(indexServes(index('events', 'tags CONTAINS', 'title'), query, contains)).toBe(true);
    expect(indexServes(index('events', 'tags', 'title'), query, contains)).toBe(false);
    expect(indexServes(index('clubs', 'tags CONTAINS', 'title'), query, contains)).toBe(false);
    const group = { ...index('events', 'tags CONTAINS', 'title'), queryScope: 'COLLECTION_GROUP' };
    expect(indexServes(group, query, contains)).toBe(false);
    expect(indexServes(group, { collection: 'events', scope: 'COLLECTION_GROUP' }, contains)).toBe(true);
  });

  it('makes the index it wants', () => {
    expect(indexKey(indexFor(query, requirement))).toBe('events: status asc, kind asc, sortKey asc, publishAt asc');
  });
});

describe('checkIndexes', () => {
  it("needs one index per disjunct of a visitor's list, and reports unused, repeated and unplaced ones", () => {
    const spec = {
      filters: [{ field: 'status', op: '==' }],
      anyOf: [
        { field: 'publishAt', op: '==' },
        { field: 'publishAt', op: '<=' },
      ],
      orderBy: [asc('sortKey')],
    };
    const file = {
      indexes: [
        index('clubs', 'status', 'sortKey', 'publishAt'),
        index('clubs', 'status', 'title'),
        index('clubs', 'status', 'title'),
      ],
    };
    const result = checkIndexes(
      [shapeOfListSpec('clubs', spec), { collection: undefined, where: { field: 'a', op: '==' }, orderBy: [asc('b')] }],
      file,
    );
    expect(result.missing.map((entry) => indexKey(entry.index))).toEqual([
      'clubs: status asc, publishAt asc, sortKey asc',
    ]);
    expect(result.unused).toEqual(['clubs: status asc, title asc', 'clubs: status asc, title asc']);
    expect(result.duplicates).toEqual(['clubs: status asc, title asc']);
    expect(result.unplaced).toHaveLength(1);
    expect(result.total).toBe(3);
  });
});

describe('extractQueries', () => {
  const files = [
    { fileName: 'src/names.ts', text: "export const ORDERS = 'orders';\nexport const ignored = 1;" },
    {
      fileName: 'src/data.ts',
      text: `
import { collection, collectionGroup, limit, limitToLast, orderBy as by, query, where } from 'firebase/firestore';
import { ORDERS } from '@/names';
const newestFirst = by('createdAt', 'desc');
export function watch(db, shopId, statuses) {
  const orders = collection(db, ORDERS);
  const narrowed = statuses ? [where('status', 'in', statuses)] : [];
  return query(orders, where('shopId', '==', shopId), ...narrowed, newestFirst, limit(10));
}
export function accounts(db, role) {
  const constraints = [];
  if (role === 'none') constraints.push(where('roles', '==', []));
  else if (role) constraints.push(where('roles', 'array-contains', role));
  constraints.push(by('email'), limit(50));
  return query(collection(db, 'users'), ...constraints);
}
function byField(db, field) {
  return query(collectionGroup(db, 'items'), where(field, '==', 1), limitToLast(5), by('at'));
}
export const both = (db) => [byField(db, 'a'), byField(db, 'b')];
export function dynamic(db, filters) {
  return query(collection(db, 'x'), ...filters.map((f) => where(f.field, '==', f.value)));
}`,
    },
    { fileName: 'src/other.ts', text: 'function query(text) { return text; }\nquery("not firestore");' },
  ];
  const { queries, unresolved } = extractQueries(ts, files);
  const shapes = (name) =>
    queries
      .filter((entry) => entry.source.function === name)
      .map(({ collection, scope, where, orderBy }) => ({ collection, scope, where, orderBy }));

  it('follows constants, const bindings, spreads and both sides of a condition', () => {
    expect(shapes('watch')).toEqual([
      {
        collection: 'orders',
        scope: 'COLLECTION',
        where: {
          and: [
            { field: 'shopId', op: '==' },
            { field: 'status', op: 'in' },
          ],
        },
        orderBy: [desc('createdAt')],
      },
      {
        collection: 'orders',
        scope: 'COLLECTION',
        where: { and: [{ field: 'shopId', op: '==' }] },
        orderBy: [desc('createdAt')],
      },
    ]);
  });

  it('takes each branch of the pushes onto a constraints array as one query', () => {
    expect(shapes('accounts').map((shape) => shape.where)).toEqual([
      { and: [{ field: 'roles', op: '==' }] },
      { and: [{ field: 'roles', op: 'array-contains' }] },
      { and: [] },
    ]);
    expect(shapes('accounts').every((shape) => shape.orderBy[0]?.field === 'email')).toBe(true);
  });

  it("follows a parameter through the function's calls, a collection group, and limitToLast's reversal", () => {
    expect(shapes('byField')).toEqual(
      ['a', 'b'].map((field) => ({
        collection: 'items',
        scope: 'COLLECTION_GROUP',
        where: { and: [{ field, op: '==' }] },
        orderBy: [desc('at')],
      })),
    );
  });

  it('reports what it cannot follow, and reads only Firestore queries', () => {
    expect(unresolved).toEqual([
      expect.objectContaining({
        file: 'src/data.ts',
        function: 'dynamic',
        reason: expect.stringContaining('filters.map'),
      }),
    ]);
    expect(queries.some((entry) => entry.source.file === 'src/other.ts')).toBe(false);
  });
});

describe('indexesFileFor', () => {
  const field = (fieldPath, order = 'ASCENDING') => ({ fieldPath, order });
  const keptOrder = {
    collectionGroup: 'events',
    queryScope: 'COLLECTION',
    fields: [field('category'), field('status'), field('startsAt')],
  };
  const unused = { collectionGroup: 'events', queryScope: 'COLLECTION', fields: [field('status'), field('title')] };
  const clubs = { collectionGroup: 'clubs', queryScope: 'COLLECTION', fields: [field('status'), field('sortKey')] };
  const eventsByCategory = {
    collection: 'events',
    where: {
      and: [
        { field: 'status', op: '==' },
        { field: 'category', op: '==' },
      ],
    },
    orderBy: [{ field: 'startsAt', direction: 'asc' }],
  };
  const eventsByOrganiser = {
    collection: 'events',
    where: {
      and: [
        { field: 'status', op: '==' },
        { field: 'organiser.id', op: '==' },
      ],
    },
    orderBy: [{ field: 'startsAt', direction: 'asc' }],
  };
  const clubsAtoZ = {
    collection: 'clubs',
    where: { field: 'status', op: '==' },
    orderBy: [{ field: 'sortKey', direction: 'asc' }],
  };
  const oneField = { collection: 'events', where: { field: 'status', op: '==' } };

  it('keeps a serving index as it is, drops unused ones, and adds a missing one after its collection’s others', () => {
    const file = indexesFileFor([eventsByCategory, eventsByOrganiser, clubsAtoZ, oneField], {
      indexes: [keptOrder, unused, clubs],
      fieldOverrides: [{ collectionGroup: 'events', fieldPath: 'body', indexes: [] }],
    });
    expect(file.indexes.map(indexKey)).toEqual([
      'events: category asc, status asc, startsAt asc',
      'events: status asc, organiser.id asc, startsAt asc',
      'clubs: status asc, sortKey asc',
    ]);
    expect(file.fieldOverrides).toHaveLength(1);
    expect(checkIndexes([eventsByCategory, eventsByOrganiser, clubsAtoZ], file).missing).toEqual([]);
  });
});
