/** Types for firestore-query-scan.mjs, which src/app/app-queries.ts uses. */

import type { QueryShape } from './firestore-indexes-lib.mjs';

export interface SourceQuery extends QueryShape {
  source: { file: string; line: number; function: string };
}

export function extractQueries(
  ts: typeof import('typescript'),
  files: readonly { fileName: string; text: string }[],
): {
  queries: SourceQuery[];
  unresolved: { file: string; line: number; function: string; reason: string }[];
};

export function appSourceFiles(root: string, dir?: string): { fileName: string; text: string }[];
