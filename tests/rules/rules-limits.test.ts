/**
 * The generated firestore.rules stay within Firestore's limit on document reads: a request may call
 * get(), exists(), getAfter() and existsAfter() at most 10 times for one document's operation (20 in all
 * for a batch, and still 10 for each of its writes). Reads of the same document are one read. Measured
 * per collection and operation from the rules' text: every read a condition can reach through the
 * functions it calls, with each function's parameters replaced by what it is called with, so one read
 * of two documents counts twice. An upper bound: a read on a branch the request does not take counts too.
 *
 * The other limit, 1,000 expressions evaluated a request, depends on the document written, so the
 * emulator measures it: every type's largest valid documents are written in its own rules file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, OTHER_COLLECTIONS } from './fixtures';
import { block, callsIn, parseFunctions, withoutComments, type RulesFunction } from './rules-text';

const RULES = withoutComments(readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'));
const FUNCTIONS = parseFunctions(RULES);
const READS_PER_OPERATION = 10;
const DOCUMENT_READS = ['get', 'exists', 'getAfter', 'existsAfter'];

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function withArguments(callee: RulesFunction, args: readonly string[]): string {
  return callee.params.reduce(
    (body, param, index) => body.replace(new RegExp(`(?<![\\w.$])${param}(?![\\w])`, 'g'), args[index] ?? param),
    callee.body,
  );
}

/** The document reads `text` can make, directly or through the functions it calls (see the module comment). */
export function documentReads(text: string, functions: Map<string, RulesFunction>, depth = 0): Set<string> {
  if (depth > 20) throw new Error('firestore.rules: functions call each other more than 20 deep');
  const reads = new Set<string>();
  for (const call of callsIn(text)) {
    if (DOCUMENT_READS.includes(call.name)) {
      reads.add(squeeze(`${call.name.replace('After', '')}(${call.args.join(', ')})`).replace(/^exists/, 'get'));
      continue;
    }
    const callee = functions.get(call.name);
    if (callee)
      for (const read of documentReads(withArguments(callee, call.args), functions, depth + 1)) reads.add(read);
  }
  return reads;
}

/** Each `allow` of each `match` block (nested blocks apart), with the path it sits under. */
function allowRules(rules: string): { path: string; operations: string; condition: string }[] {
  const found: { path: string; operations: string; condition: string }[] = [];
  const visit = (text: string, prefix: string) => {
    let own = text;
    for (const match of [...text.matchAll(/match\s+(\S+)\s*\{/g)]) {
      const body = block(text, (match.index ?? 0) + match[0].length - 1);
      own = own.replace(body, '');
      visit(body, `${prefix}${match[1] ?? ''}`);
    }
    if (!prefix.includes('/documents/')) return;
    for (const allow of own.matchAll(/allow\s+([\w, ]+):\s*if\s+([^;]*);/g)) {
      found.push({
        path: prefix.replace(/^\/databases\/\{database\}\/documents/, ''),
        operations: allow[1] ?? '',
        condition: allow[2] ?? '',
      });
    }
  };
  visit(rules, '');
  return found;
}

describe('firestore.rules: document reads a request may make', () => {
  const allows = allowRules(RULES);

  it('finds every collection’s rules', () => {
    const paths = new Set(allows.map((allow) => allow.path));
    for (const collection of [...CONTENT_COLLECTIONS, ...OTHER_COLLECTIONS]) {
      expect(
        [...paths].some((path) => path.startsWith(`/${collection}/`)),
        collection,
      ).toBe(true);
    }
  });

  it(`keeps each operation within ${READS_PER_OPERATION} reads`, () => {
    const table = allows.map(({ path, operations, condition }) => ({
      rule: `${path} ${operations.replace(/\s+/g, '')}`,
      reads: documentReads(condition, FUNCTIONS).size,
    }));
    const most = [...table].sort((a, b) => b.reads - a.reads).slice(0, 8);
    console.info(`Most document reads per operation:\n${most.map((row) => `  ${row.reads}  ${row.rule}`).join('\n')}`);
    expect(table.filter((row) => row.reads > READS_PER_OPERATION)).toEqual([]);
  });

  it('counts a read through a function with what it is called with', () => {
    const functions = parseFunctions(
      'function owner(p) { return get(p).data.uid; } function both(a, b) { return owner(a) == owner(b) && owner(a) != null; }',
    );
    expect([...documentReads('both(/x/1, /x/2)', functions)].sort()).toEqual(['get(/x/1)', 'get(/x/2)']);
    expect(documentReads('exists(/x/1) && getAfter(/x/1).data.n == 1', functions).size).toBe(1);
  });
});
