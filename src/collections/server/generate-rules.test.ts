import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineServerPart, isServerPart } from '../server-part';
import {
  contentMatch,
  firestoreRules,
  rulesList,
  storageRules,
  withGeneratedNotice,
  type RulesManifest,
} from './generate-rules';

const TEMPLATE = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    {{featureRules}}',
  '    function slugged() { return {{sluggedTypes}}; }',
  '    function revisions() { return {{revisionTypes}}; }',
  '    function revisionEditor() { return {{revisionEditors}}; }',
  '  }',
  '}',
].join('\n');
const STORAGE_TEMPLATE = [
  "rules_version = '2';",
  'service firebase.storage {',
  '    {{featureRules}}',
  '    {{pictureTypes}}',
  '}',
].join('\n');

const plain: RulesManifest = {
  path: 'allotments',
  access: { read: 'public', edit: 'editor' },
  flags: { revisions: true },
};
const owned: RulesManifest = { path: 'stalls', access: { read: 'public', edit: 'editor', ownerField: 'ownerUid' } };
const membersOnly: RulesManifest = {
  path: 'minutes',
  access: { read: 'members', edit: 'admin' },
  flags: { revisions: true },
};
const fixed: RulesManifest = {
  path: 'notices',
  access: { read: 'public', edit: 'admin' },
  fixedIds: ['about', 'privacy'],
};

describe('contentMatch', () => {
  it('gives a plain type published reads, editors’ writes through the slug checks and admins’ deletes', () => {
    const block = contentMatch(plain);
    expect(block).toContain('match /allotments/{id} {');
    expect(block).toContain('allow get: if canGetContent();');
    expect(block).toContain('allow list: if canListContent();');
    expect(block).toContain(
      "allow create: if isEditor() && newSlugged('allotments', id) && baseFieldsOnly(request.resource.data);",
    );
    expect(block).toContain(
      "allow update: if isEditor() && changedSlugged('allotments', id) && baseFieldsOnly(request.resource.data);",
    );
    expect(block).toContain('allow delete: if isAdmin();');
  });

  it('adds the feature’s field check to creates and updates, and the update check to updates only', () => {
    const block = contentMatch(plain, { check: 'validAllotment(request.resource.data)', updateCheck: 'keptFirst()' });
    expect(block).toContain(
      "allow create: if isEditor() && newSlugged('allotments', id) && validAllotment(request.resource.data);",
    );
    expect(block).toContain(
      "allow update: if isEditor() && changedSlugged('allotments', id) && validAllotment(request.resource.data) && keptFirst();",
    );
  });

  it('lets members alone read a members-only type, and its edit role write it', () => {
    const block = contentMatch(membersOnly);
    expect(block).toContain('allow get: if isEditor() || (isMember() && isPublished(resource.data));');
    expect(block).toContain('allow list: if isEditor() || (isMember() && listsPublishedOnly());');
    expect(block).toContain(
      "allow create: if isAdmin() && newSlugged('minutes', id) && baseFieldsOnly(request.resource.data);",
    );
  });

  it('lets an owner read their own item and change only its text and the fields the part names', () => {
    const block = contentMatch(owned, { ownerFields: ['pitchNumber'] });
    expect(block).toContain("resource.data.get('ownerUid', null) == request.auth.uid");
    expect(block).toContain('ownerKeptOrAdmin()');
    expect(block).toMatch(/ownerChangesOnly\(\[[^\]]*'title'[^\]]*'pitchNumber'\]\)/s);
    expect(block).not.toMatch(/ownerChangesOnly\(\[[^\]]*'status'/s);
  });

  it('refuses an owner field the shared owner checks do not read, and owners who create', () => {
    expect(() => contentMatch({ ...owned, access: { ...owned.access, ownerField: 'sellerUid' } })).toThrow(/ownerUid/);
    expect(() => contentMatch({ ...owned, access: { ...owned.access, ownersCreate: true } })).toThrow(/ownMatch/);
  });

  it('limits a type with fixed ids to those ids', () => {
    const block = contentMatch(fixed);
    expect(block).toContain("return id in ['about', 'privacy'];");
    expect(block).toContain(
      'allow create: if isAdmin() && knownId() && newContent() && baseFieldsOnly(request.resource.data);',
    );
  });
});

describe('firestoreRules', () => {
  const allotments = defineServerPart({
    feature: 'allotments',
    firestoreRules: '    function validAllotment(data) {\n      return data.plots is int;\n    }',
    types: { allotments: { check: 'validAllotment(request.resource.data)' } },
  });

  it('puts each feature’s fragment and its types’ blocks under its name, and types without a part after', () => {
    const text = firestoreRules(TEMPLATE, [plain, owned], [allotments]);
    const feature = text.indexOf('// src/features/allotments');
    expect(feature).toBeGreaterThan(-1);
    expect(text.indexOf('function validAllotment(data)')).toBeGreaterThan(feature);
    expect(text).toContain('validAllotment(request.resource.data);');
    expect(text.indexOf('// stalls: the engine')).toBeGreaterThan(text.indexOf('match /allotments/{id}'));
    expect(text).toContain('match /stalls/{id}');
  });

  it('fills the lists of slugged types, of types that keep revisions and who writes revisions', () => {
    const text = firestoreRules(TEMPLATE, [plain, membersOnly, fixed], []);
    expect(text).toContain("function slugged() { return ['allotments', 'minutes']; }");
    expect(text).toContain("function revisions() { return ['allotments', 'minutes']; }");
    expect(text).toContain("function revisionEditor() { return coll in ['minutes'] ? isAdmin() : isEditor(); }");
    expect(firestoreRules(TEMPLATE, [plain], [])).toContain('return isEditor(); }');
    expect(firestoreRules(TEMPLATE, [membersOnly], [])).toContain('return isAdmin(); }');
  });

  it('keeps rules_version first and says where to make a change', () => {
    const lines = firestoreRules(TEMPLATE, [plain], []).split('\n');
    expect(lines[0]).toBe("rules_version = '2';");
    expect(lines[1]).toMatch(/^\/\/ GENERATED by `npm run generate`/);
  });

  it('leaves the match block to a feature that writes its own, and fails when it has none', () => {
    const own = defineServerPart({
      feature: 'allotments',
      firestoreRules: '    match /allotments/{id} {\n      allow read: if true;\n    }',
      types: { allotments: { ownMatch: true } },
    });
    const text = firestoreRules(TEMPLATE, [plain], [own]);
    expect(text.match(/match \/allotments\//g)).toHaveLength(1);
    expect(text).toContain('allow read: if true;');
    const none = defineServerPart({ feature: 'allotments', types: { allotments: { ownMatch: true } } });
    expect(() => firestoreRules(TEMPLATE, [plain], [none])).toThrow(/no match \/allotments/);
  });

  it('fails on a part that names a type not in the registry, a type two parts declare, or a fragment out of scope', () => {
    const stray = defineServerPart({ feature: 'allotments', types: { gardens: {} } });
    expect(() => firestoreRules(TEMPLATE, [plain], [stray])).toThrow(/'gardens', which is not in the registry/);
    const again = defineServerPart({ feature: 'sheds', types: { allotments: {} } });
    expect(() => firestoreRules(TEMPLATE, [plain], [allotments, again])).toThrow(
      /declared by the server parts of allotments and sheds/,
    );
    const unindented = defineServerPart({ feature: 'sheds', firestoreRules: 'function x() { return true; }' });
    expect(() => firestoreRules(TEMPLATE, [plain], [unindented])).toThrow(/four spaces/);
  });

  it('writes a type’s field checks from its fields’ schema and checks them when its part adds none', () => {
    const fields = z.object({ plots: z.number().int(), shed: z.unknown() });
    const part = defineServerPart({ feature: 'allotments', types: { allotments: { fields } } });
    const text = firestoreRules(TEMPLATE, [plain], [part]);
    expect(text).toContain('    function allotmentsFields(d) {');
    expect(text).toMatch(/'sortKey',\s+'keywords',\s+'plots',\s+'shed'\]\)/);
    expect(text).toContain('d.plots is int');
    expect(text).toContain("newSlugged('allotments', id) && allotmentsFields(request.resource.data);");
    const handChecked = defineServerPart({
      feature: 'allotments',
      firestoreRules: '    function validAllotment(d) {\n      return allotmentsFields(d) && d.plots > 0;\n    }',
      types: { allotments: { fields, handChecked: ['plots'], check: 'validAllotment(request.resource.data)' } },
    });
    const own = firestoreRules(TEMPLATE, [plain], [handChecked]);
    expect(own).not.toContain('d.plots is int');
    expect(own).toContain("newSlugged('allotments', id) && validAllotment(request.resource.data);");
    const stray = defineServerPart({ feature: 'allotments', types: { allotments: { fields, handChecked: ['x'] } } });
    expect(() => firestoreRules(TEMPLATE, [plain], [stray])).toThrow(/handChecked names 'x'/);
  });

  it('counts the keys, with or without the list fields, and checks the first entry only of the lists named', () => {
    const fields = z.object({ plots: z.array(z.number()).max(9), sheds: z.array(z.number()).max(9) });
    const types = (rules: object) =>
      firestoreRules(
        TEMPLATE,
        [plain],
        [defineServerPart({ feature: 'allotments', types: { allotments: { fields, ...rules } } })],
      );
    // The 13 base content fields, the 2 list fields and the type's 2.
    expect(types({ countKeys: true })).toContain('return d.size() in [15, 17]\n');
    const exact = types({ countKeys: { listFieldsRequired: true }, firstEntryOnly: ['plots'] });
    expect(exact).toContain('return d.size() == 17\n');
    expect(exact).toContain('(d.plots.size() == 0 || (d.plots[0] is number))');
    expect(exact).toContain('(d.sheds[0] is number && d.sheds[d.sheds.size() - 1] is number)');
    expect(() => types({ firstEntryOnly: ['paths'] })).toThrow(/firstEntryOnly names 'paths'/);
  });

  it('fails on a slot it has no value for', () => {
    expect(() => firestoreRules(`${TEMPLATE}\n{{unknownSlot}}`, [plain], [])).toThrow(/\{\{unknownSlot\}\}/);
  });
});

describe('storageRules', () => {
  it('lists every type with pictures and adds each feature’s own storage rules', () => {
    const recordings = defineServerPart({
      feature: 'allotments',
      storageRules: '    match /recordings/{file} {\n      allow read: if true;\n    }',
      types: { allotments: { pictures: false } },
    });
    const text = storageRules(STORAGE_TEMPLATE, [plain, owned], [recordings]);
    expect(text).toContain("    ['stalls']");
    expect(text).toContain('match /recordings/{file}');
    expect(text.split('\n')[1]).toMatch(/^\/\/ GENERATED/);
  });
});

describe('rulesList', () => {
  it('wraps a long list within about 110 characters a line', () => {
    const values = Array.from({ length: 30 }, (_, index) => `collection${index}`);
    const text = rulesList(values, '        ');
    // The first line follows the indent in the file; the rest carry it.
    for (const line of `        ${text}`.split('\n')) expect(line.length).toBeLessThanOrEqual(112);
    expect(text.replace(/\s+/g, ' ')).toBe(`[${values.map((value) => `'${value}'`).join(', ')}]`);
  });
});

describe('withGeneratedNotice and isServerPart', () => {
  it('puts the notice second and recognises only declared parts', () => {
    expect(withGeneratedNotice('first\nsecond\n', 'here').split('\n')[1]).toContain('from here.');
    expect(isServerPart(defineServerPart({ feature: 'x' }))).toBe(true);
    expect(isServerPart({ feature: 'x' })).toBe(false);
  });
});
