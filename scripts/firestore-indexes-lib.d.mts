/** Types for firestore-indexes-lib.mjs, which src/app/firestore-indexes.test.ts uses. */

export interface ShapeFilter {
  field: string;
  op: string;
}

export type ShapeWhere = ShapeFilter | { and: readonly ShapeWhere[] } | { or: readonly ShapeWhere[] };

export interface QueryShape {
  /** The collection id; undefined when the source does not say (a path from a parameter). */
  collection: string | undefined;
  scope?: 'COLLECTION' | 'COLLECTION_GROUP';
  where?: ShapeWhere;
  orderBy?: readonly { field: string; direction: 'asc' | 'desc' }[];
  label?: string;
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexEntry {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface IndexesFile {
  indexes: IndexEntry[];
  fieldOverrides?: unknown[];
}

export interface Requirement {
  automatic: boolean;
  equalities: { field: string; array: boolean }[];
  order: { field: string; direction: 'asc' | 'desc' }[];
}

export const INDEX_LIMIT: number;
export const NAME: string;
export function disjuncts(where: ShapeWhere | undefined): ShapeFilter[][];
export function shapeOfListSpec(
  collection: string,
  spec: {
    filters: readonly ShapeFilter[];
    anyOf: readonly ShapeFilter[];
    orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
  },
  label?: string,
): QueryShape;
export function requirementOf(
  conjunction: readonly ShapeFilter[],
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[],
): Requirement;
export function indexServes(index: IndexEntry, query: QueryShape, requirement: Requirement): boolean;
export function indexFor(query: QueryShape, requirement: Requirement): IndexEntry;
export function indexKey(index: IndexEntry): string;
export function checkIndexes(
  queries: readonly QueryShape[],
  file: IndexesFile,
): {
  missing: { index: IndexEntry; queries: string[] }[];
  unplaced: { query: QueryShape; requirement: Requirement }[];
  unused: string[];
  duplicates: string[];
  total: number;
};

export function indexesFileFor(queries: readonly QueryShape[], current: IndexesFile): IndexesFile;
