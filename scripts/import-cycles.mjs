#!/usr/bin/env node
/**
 * Finds import cycles in src/. Only static imports and re-exports that survive compilation count: a lazy
 * `import()` loads later and breaks no evaluation order, and `import type` is erased. Run it directly
 * (`node scripts/import-cycles.mjs`); scripts/import-cycles.test.mjs keeps src/ free of cycles.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** Every source file under `dir` (tests and benchmarks included: they can close a cycle too). */
export function sourceFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** True when a clause brings in no runtime value (`import type { A }`, `import { type A }` only). */
function typeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // side-effect import
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return Boolean(
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly),
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return Boolean(
      clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly),
    );
  }
  return false;
}

/** The specifiers a file imports statically for their values. */
export function staticImports(sourceText, fileName = 'file.ts') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier) && !typeOnly(statement)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    }
  }
  return specifiers;
}

/** The file a specifier names, or null for packages and anything outside the known files. */
function resolve(specifier, from, srcDir, known) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/**
 * The import graph: file -> files it imports statically.
 * @param {Map<string, string>} files path -> source text
 * @param {string} srcDir the folder `@/` points at
 */
export function importGraph(files, srcDir) {
  const known = new Set(files.keys());
  const graph = new Map();
  for (const [file, text] of files) {
    const targets = staticImports(text, file)
      .map((specifier) => resolve(specifier, file, srcDir, known))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every strongly connected group of more than one file (or a file importing itself), each as one cycle
 * path through it. Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) groups.push(group);
      }
    }
  }
  return groups.map((group) => cyclePath(graph, new Set(group)));
}

/** One concrete loop through a strongly connected group, for a readable message: a -> b -> a. */
function cyclePath(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Cycles in a source folder, as paths relative to `root`. */
export function cyclesIn(srcDir, root = path.dirname(srcDir)) {
  const files = new Map(sourceFiles(srcDir).map((file) => [file, readFileSync(file, 'utf8')]));
  return findCycles(importGraph(files, srcDir)).map((cycle) => cycle.map((file) => path.relative(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = cyclesIn(path.join(root, 'src'), root);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s) in src/.` : 'No import cycles in src/.');
  process.exitCode = cycles.length ? 1 : 0;
}
