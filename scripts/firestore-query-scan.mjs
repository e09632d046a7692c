/**
 * The queries written out in the app's source, read with the TypeScript parser, as the shapes
 * firestore-indexes-lib.mjs finds indexes for: what src/app/app-queries.ts adds to the engine's lists.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createResolvers, Unresolved } from './firestore-query-values.mjs';

/**
 * The app's source files the query reader reads: every .ts and .tsx under `dir`, tests, benchmarks and
 * declarations aside, named from `root` with forward slashes.
 * @param {string} root
 * @param {string} [dir]
 * @returns {{ fileName: string, text: string }[]}
 */
export function appSourceFiles(root, dir = path.join(root, 'src')) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return appSourceFiles(root, full);
    if (!/\.tsx?$/.test(name) || /\.(test|bench)\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    return [{ fileName: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

/**
 * @param {typeof import('typescript')} ts
 * @param {readonly { fileName: string, text: string }[]} files every source file (paths relative to the repository)
 * @returns {{ queries: any[], unresolved: { file: string, line: number, function: string, reason: string }[] }}
 */
export function extractQueries(ts, files) {
  const { sourceOf, resolver } = createResolvers(ts, files);

  /** A resolved `query(...)` value as a query shape. */
  function shapeOf(value) {
    if (value.kind !== 'query' || value.base.kind !== 'collection') throw new Unresolved('a query of a query');
    const filters = [];
    let orderBy = [];
    let reversed = false;
    for (const constraint of value.constraints) {
      if (constraint.kind === 'filter') filters.push(constraint.where);
      else if (constraint.kind === 'order') orderBy.push({ field: constraint.field, direction: constraint.direction });
      else if (constraint.kind === 'reverse') reversed = true;
      else if (constraint.kind !== 'cursor') throw new Unresolved(`a ${constraint.kind} among a query's constraints`);
    }
    // limitToLast runs the query in the opposite order and turns the result round.
    if (reversed)
      orderBy = orderBy.map((entry) => ({ ...entry, direction: entry.direction === 'asc' ? 'desc' : 'asc' }));
    return {
      collection: value.base.name,
      scope: value.base.scope,
      where: { and: filters },
      orderBy,
    };
  }

  function enclosingName(node) {
    for (let current = node.parent; current; current = current.parent) {
      if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) {
        return current.name.getText();
      }
      if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && current.initializer) {
        if (ts.isArrowFunction(current.initializer) || ts.isFunctionExpression(current.initializer)) {
          return current.name.text;
        }
      }
    }
    return '(top level)';
  }

  const queries = [];
  const unresolved = [];
  for (const file of files) {
    if (!file.text.includes('firebase/firestore')) continue;
    const source = sourceOf(file.fileName);
    const { values, apiName } = resolver(source);
    const visit = (node) => {
      if (apiName(node) === 'query' && !(node.parent && apiName(node.parent) === 'query')) {
        const where = {
          file: file.fileName,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          function: enclosingName(node),
        };
        try {
          const seen = new Set();
          // Each parameter takes every value its calls give, so combinations can repeat: each shape once.
          const shapes = new Map(values(node, seen).map((value) => [JSON.stringify(shapeOf(value)), shapeOf(value)]));
          for (const shape of shapes.values()) {
            queries.push({ ...shape, label: `${where.file}:${where.line} ${where.function}`, source: where });
          }
        } catch (error) {
          if (!(error instanceof Unresolved)) throw error;
          unresolved.push({ ...where, reason: error.message });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { queries, unresolved };
}
