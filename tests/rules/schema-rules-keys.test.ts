/**
 * Every key a registered type's schema defines is one its firestore.rules validator (and match block)
 * knows, and the reverse: a field the app saves that the rules do not check is a hole, and a field the
 * rules check that no schema has is a typo or a leftover. Generic over the registry, so a new type is
 * covered by adding it there. Reads firestore.rules as text: no emulator needed.
 *
 * The rules have no loops and few shapes, so "knows" is read from the text: starting at the type's
 * `match /{path}/{id}` block, every `d.field`, `d.get('field', …)`, `'field' in d` and
 * `d.keys().hasOnly([…])` on the document being written (or the stored one), following every call to a
 * rules function and which of its parameters receive the document.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectionRegistry } from '@/app/collection-registry';
import { listFieldsOf } from '@/collections/list-fields';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { documentSchema } from '@/features/documents/document-schema';
import { callsIn, matchBlock, parseFunctions, withoutComments, type RulesFunction } from './rules-text';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** The written and the stored document, as every rules function can reach them. */
const GLOBAL_ROOTS = ['request.resource.data', 'resource.data'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stringsIn = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** Field names `text` reads or lists on any of `roots` (a document expression or a name bound to one). */
function fieldsOn(text: string, roots: readonly string[]): Set<string> {
  const fields = new Set<string>();
  for (const root of roots) {
    const r = `(?<![\\w.])${escape(root)}`;
    for (const match of text.matchAll(new RegExp(`${r}\\.(\\w+)\\b(?!\\s*\\()`, 'g'))) fields.add(match[1] ?? '');
    for (const match of text.matchAll(new RegExp(`${r}\\.get\\(\\s*'(\\w+)'`, 'g'))) fields.add(match[1] ?? '');
    for (const match of text.matchAll(new RegExp(`'(\\w+)'\\s+in\\s+${escape(root)}\\b`, 'g')))
      fields.add(match[1] ?? '');
    for (const match of text.matchAll(new RegExp(`${r}\\.keys\\(\\)\\.has(?:Only|All)\\(\\s*\\[([^\\]]*)\\]`, 'g')))
      for (const name of stringsIn(match[1] ?? '')) fields.add(name);
  }
  return fields;
}

/**
 * Every field of the document that `text` (a match block or a function body, with `roots` naming the
 * document) checks, directly or through the rules functions it calls.
 */
export function knownFields(
  text: string,
  roots: readonly string[],
  functions: Map<string, RulesFunction>,
  seen = new Set<string>(),
): Set<string> {
  // Names bound to the document (`let d = request.resource.data;`) are the document too.
  const aliases = [...text.matchAll(/let\s+(\w+)\s*=\s*([\w.]+)\s*;/g)]
    .filter((match) => roots.includes(match[2] ?? ''))
    .map((match) => match[1] ?? '');
  const allRoots = [...new Set([...roots, ...aliases, ...GLOBAL_ROOTS])];
  const fields = fieldsOn(text, allRoots);
  for (const call of callsIn(text)) {
    const callee = functions.get(call.name);
    if (!callee) continue;
    const passed = callee.params.filter((_, index) => allRoots.includes(call.args[index] ?? ''));
    // Lists of field names an owner may change (`ownerChangesOnly([...])`) are fields of the type too.
    if (/changedKeys\(\)/.test(callee.body))
      for (const arg of call.args) if (arg.startsWith('[')) for (const name of stringsIn(arg)) fields.add(name);
    const key = `${call.name}(${passed.join(',')})`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const field of knownFields(callee.body, passed, functions, seen)) fields.add(field);
  }
  return fields;
}

/** What the rules know of `path`'s fields, from its match block. */
export function rulesFields(rules: string, path: string): Set<string> | null {
  const clean = withoutComments(rules);
  const body = matchBlock(clean, path);
  if (body === null) return null;
  return knownFields(body, [], parseFunctions(clean));
}

interface ShapeSchema {
  shape?: Record<string, unknown>;
  _zod?: { def?: { in?: ShapeSchema; innerType?: ShapeSchema; schema?: ShapeSchema } };
}

/** The top-level keys of a zod object schema (through refinements, pipes and wrappers). */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as ShapeSchema | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape) return Object.keys(current.shape).sort();
    const def = current._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  throw new Error('not an object schema');
}

const difference = (a: Iterable<string>, b: Set<string>) => [...a].filter((name) => !b.has(name)).sort();

describe('the key reader', () => {
  const rules = `
    function isLine(v, min, max) { return v is string; }
    function validContent(data) { return data.title is string && data.keys().size() <= 64; }
    function newContent() { return validContent(request.resource.data); }
    function validThing(d) {
      return d.keys().hasOnly(['title', 'colour', 'size'])
        && isLine(d.get('colour', ''), 0, 20) && 'owner' in d && d.size is int;
    }
    function ownerChangesOnly(fields) { return changedKeys().hasOnly(['title'].concat(fields)); }
    function changedKeys() { return request.resource.data.diff(resource.data).affectedKeys(); }
    match /things/{id} {
      allow get: if resource.data.get('shade', null) == 'x';
      allow create: if newContent() && validThing(request.resource.data);
      allow update: if ownerChangesOnly(['colour', 'weight']);
    }
    match /others/{id} { allow read: if true; }
  `;
  it('follows calls, aliases, get, in, hasOnly and owner lists from the match block', () => {
    expect([...(rulesFields(rules, 'things') ?? [])].sort()).toEqual([
      'colour',
      'owner',
      'shade',
      'size',
      'title',
      'weight',
    ]);
  });
  it('knows nothing of a type whose block checks no fields, and null for a type with no block', () => {
    expect([...(rulesFields(rules, 'others') ?? [])]).toEqual([]);
    expect(rulesFields(rules, 'missing')).toBeNull();
  });
  it('ignores method calls on the document and commented-out lines', () => {
    const text = `
      function validX(d) {
        // d.ghost is string
        return d.keys().size() < 3 && d.real is string;
      }
      match /xs/{id} { allow create: if validX(request.resource.data); }
    `;
    expect([...(rulesFields(text, 'xs') ?? [])]).toEqual(['real']);
  });
});

describe('every registered type: schema keys and firestore.rules agree', async () => {
  const rules = readFileSync(RULES_PATH, 'utf8');
  const models = await Promise.all(
    collectionRegistry.map(async (manifest) => [manifest.path, await manifest.load.model()] as const),
  );

  const { collections } = buildSeedData(new Date('2026-06-01T12:00:00Z'));

  it.each(models)('%s', (path, model) => {
    const known = rulesFields(rules, path);
    expect(known, `firestore.rules has no match /${path}/{id} block`).not.toBeNull();
    // Beside the schema's keys, the list fields every save adds (list-fields.ts), as the seed's first item has them.
    const sample = (collections as Record<string, { data: Record<string, unknown> }[]>)[path]?.[0];
    const listKeys = sample ? Object.keys(listFieldsOf(model, sample.data as never)) : [];
    const keys = schemaKeys(model.schema);
    expect(difference(keys, known ?? new Set()), 'schema keys the rules never check').toEqual([]);
    expect(
      difference(known ?? [], new Set([...keys, ...listKeys])),
      'fields the rules check that the schema does not define',
    ).toEqual([]);
  });
});

// The documents library by its schema directly: the same check, whether or not the registry lists it yet.
describe('documents: schema keys and firestore.rules agree', () => {
  it('validDocument checks exactly the keys of documentSchema', () => {
    const known = rulesFields(readFileSync(RULES_PATH, 'utf8'), 'documents') ?? new Set<string>();
    const keys = schemaKeys(documentSchema);
    expect(keys).toEqual(expect.arrayContaining(['file', 'category', 'date', 'committeeId', 'visibility']));
    expect(difference(keys, known), 'schema keys the rules never check').toEqual([]);
    // Beside the schema's keys, the list fields every save adds (list-fields.ts).
    const listKeys = Object.keys(listFieldsOf({}, { title: 'A document', summary: '', tags: [] }));
    expect(
      difference(known, new Set([...keys, ...listKeys])),
      'fields the rules check that the schema does not define',
    ).toEqual([]);
  });
});
