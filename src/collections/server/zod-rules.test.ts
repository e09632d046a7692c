import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { calendarDate, timestamp } from '../content-schema';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import { fieldRules, type KnownKind } from './zod-rules';

/** The terms of the generated function's `&&`, one a line as written. */
function terms(schema: z.ZodObject, kinds: readonly KnownKind[] = []): string[] {
  const text = fieldRules('testFields', schema, { kinds });
  const body = text.slice(text.indexOf('return ') + 'return '.length, text.indexOf(';\n'));
  return body.split(/\n\s+&& /);
}

describe('fieldRules', () => {
  it('writes a function of the document that allows its keys and the other keys, nothing else', () => {
    const text = fieldRules('testFields', z.object({ count: z.number() }), { otherKeys: ['slug', 'title'] });
    expect(text).toContain('    function testFields(d) {\n');
    expect(text).toContain("d.keys().hasOnly(['slug', 'title', 'count'])");
  });

  it('reads each required key (a missing one denies); an optional one may be missing, null only when nullable', () => {
    expect(
      terms(z.object({ a: z.boolean(), b: z.boolean().optional(), c: z.boolean().nullable().default(null) })),
    ).toEqual([
      "d.keys().hasOnly(['a', 'b', 'c'])",
      'd.a is bool',
      "(!('b' in d) || d.b is bool)",
      "(d.get('c', null) == null || d.get('c', null) is bool)",
    ]);
  });

  it('says outright that a required key the walk cannot check must be there', () => {
    expect(terms(z.object({ anything: z.unknown() }))[1]).toBe("d.keys().hasAll(['anything'])");
  });

  it('writes strings’ lengths and the text policy of one-line and multi-line text', () => {
    expect(
      terms(
        z.object({
          name: singleLineString().trim().min(1).max(80),
          notes: multiLineString().max(500),
          code: z.string().length(4),
          free: z.string(),
        }),
      ).slice(1),
    ).toEqual([
      'isLine(d.name, 1, 80)',
      'isStr(d.notes, 0, 500) && multiLine(d.notes)',
      'isStr(d.code, 4, 4)',
      'd.free is string',
    ]);
  });

  it('writes a regular expression as the rules’ whole-string match', () => {
    expect(
      terms(
        z.object({
          code: singleLineString()
            .max(8)
            .regex(/^\d{6,8}$/),
        }),
      )[1],
    ).toBe("isLine(d.code, 0, 8) && d.code.matches('\\\\d{6,8}')");
  });

  it('writes a web address as the shared check (http(s), the site’s safe-address policy)', () => {
    const web = singleLineString()
      .max(2048)
      .url({ protocol: /^https?$/ });
    expect(terms(z.object({ site: web, other: web.nullable() })).slice(1)).toEqual([
      'd.site != null && nullOrWebAddress(d.site)',
      'nullOrWebAddress(d.other)',
    ]);
  });

  it('writes numbers, whole numbers and their ranges', () => {
    expect(terms(z.object({ n: z.number().min(-9).max(2), i: z.number().int().positive() })).slice(1)).toEqual([
      'd.n is number && d.n >= -9 && d.n <= 2',
      'd.i is int && d.i > 0',
    ]);
  });

  it('writes enums, literals, booleans and timestamps', () => {
    expect(
      terms(
        z.object({ kind: z.enum(['a', 'b']), currency: z.literal('GBP'), on: z.boolean(), at: timestamp.nullable() }),
      ).slice(1),
    ).toEqual(["d.kind in ['a', 'b']", "d.currency == 'GBP'", 'd.on is bool', '(d.at == null || d.at is timestamp)']);
  });

  it('writes a nested object as a map with its own keys, and a nullable one', () => {
    const author = z.object({ name: singleLineString().max(80), uid: singleLineString().max(128).optional() });
    expect(terms(z.object({ author, editor: author.nullable() })).slice(1)).toEqual([
      "d.author is map && d.author.keys().hasOnly(['name', 'uid']) && isLine(d.author.name, 0, 80) && (!('uid' in d.author) || isLine(d.author.uid, 0, 128))",
      "(d.editor == null || (d.editor is map && d.editor.keys().hasOnly(['name', 'uid']) && isLine(d.editor.name, 0, 80) && (!('uid' in d.editor) || isLine(d.editor.uid, 0, 128))))",
    ]);
  });

  it('bounds a list and checks its first and last entries (rules cannot loop)', () => {
    const text = fieldRules('testFields', z.object({ tags: z.array(singleLineString().max(32)).max(12) }));
    expect(text).toContain(
      'd.tags is list && d.tags.size() <= 12\n        && (d.tags.size() == 0 || (isLine(d.tags[0], 0, 32) && isLine(d.tags[d.tags.size() - 1], 0, 32)))',
    );
  });

  it('counts the keys of a nested map whose keys are all required and read (fewer expressions)', () => {
    expect(terms(z.object({ fee: z.object({ free: z.boolean(), note: z.string() }) }))[1]).toBe(
      'd.fee.size() == 2 && d.fee.free is bool && d.fee.note is string',
    );
  });

  it('checks neighbouring one-line texts with one regular expression over them joined', () => {
    expect(terms(z.object({ name: singleLineString().min(1).max(140), role: singleLineString().max(80) }))[1]).toBe(
      "d.name is string && d.role is string && [d.name, d.role].join('\\n').matches('[^\\\\x00-\\\\x1f\\\\x7f\\\\x{202A}-\\\\x{202E}]{1,140}\\n[^\\\\x00-\\\\x1f\\\\x7f\\\\x{202A}-\\\\x{202E}]{0,80}')",
    );
  });

  it('counts the document’s keys when asked, and only when every key is required', () => {
    const options = { otherKeys: ['slug', 'sortKey'], countKeys: { optionalKeys: ['sortKey'] } };
    expect(fieldRules('testFields', z.object({ n: z.number() }), options)).toContain('return d.size() in [2, 3]\n');
    expect(() => fieldRules('testFields', z.object({ n: z.number().optional() }), options)).toThrow(/countKeys/);
  });

  it('counts exactly when no key may be missing, and counts a hand-checked key as required', () => {
    const options = { otherKeys: ['slug'], countKeys: { optionalKeys: [] }, handChecked: ['owner'] };
    const text = fieldRules('testFields', z.object({ n: z.number(), owner: z.string() }), options);
    expect(text).toContain('return d.size() == 3\n');
    expect(text).not.toContain('d.owner');
  });

  it('checks every entry of a list of enum values with hasOnly', () => {
    expect(
      terms(
        z.object({
          pay: z
            .array(z.enum(['cash', 'card']))
            .min(1)
            .max(2),
        }),
      )[1],
    ).toBe("d.pay is list && d.pay.size() <= 2 && d.pay.size() >= 1 && d.pay.hasOnly(['cash', 'card'])");
  });

  it('checks only the first entry of the lists named firstEntryOnly', () => {
    const schema = z.object({ a: z.array(z.boolean()).max(5), b: z.array(z.boolean()).max(5) });
    const text = fieldRules('testFields', schema, { firstEntryOnly: ['a'] });
    expect(text).toContain('(d.a.size() == 0 || (d.a[0] is bool))');
    expect(text).toContain('(d.b.size() == 0 || (d.b[0] is bool && d.b[d.b.size() - 1] is bool))');
  });

  it('checks a list of objects with a function of its own', () => {
    const text = fieldRules('testFields', z.object({ members: z.array(z.object({ name: z.string() })).max(5) }));
    expect(text).toContain(
      'testFieldsMembersEntry(d.members[0]) && testFieldsMembersEntry(d.members[d.members.size() - 1])',
    );
    expect(text).toContain(
      '    function testFieldsMembersEntry(e) {\n      return e.size() == 1\n        && e.name is string;\n    }',
    );
  });

  it('refuses a list with no longest length, naming the field', () => {
    expect(() => fieldRules('testFields', z.object({ ids: z.array(z.string()) }))).toThrow(
      /testFields\.ids: a list needs a longest length/,
    );
  });

  it('calls a shared kind’s check instead of walking its schema', () => {
    const place = z.object({ name: z.string() });
    const kinds: KnownKind[] = [
      { schema: place, rule: (v) => `validPlace(${v})`, allowsNull: true },
      { schema: calendarDate, rule: (v) => `calendarDate(${v})` },
    ];
    expect(terms(z.object({ at: place, maybe: place.nullable(), when: calendarDate }), kinds).slice(1)).toEqual([
      'd.at != null && validPlace(d.at)',
      'validPlace(d.maybe)',
      'calendarDate(d.when)',
    ]);
  });

  it('follows z.preprocess to the schema of what is stored', () => {
    const blankIsNull = z.preprocess((value) => (value === '' ? null : value), z.string().max(8).nullable());
    expect(terms(z.object({ code: blankIsNull }))[1]).toBe('(d.code == null || isStr(d.code, 0, 8))');
  });

  it('leaves out a custom check with a comment saying so', () => {
    const text = fieldRules('testFields', z.object({ even: z.number().refine((n) => n % 2 === 0) }));
    expect(text.split('\n')[0]).toBe(
      '    // Not in the rules: testFields.even: a custom check (refine) the rules cannot say.',
    );
    expect(text).toContain('d.even is number');
  });

  it('leaves out the fields the fragment checks itself, allowing their keys', () => {
    const text = fieldRules('testFields', z.object({ file: z.unknown(), n: z.number() }), { handChecked: ['file'] });
    expect(text).toContain("hasOnly(['file', 'n'])");
    expect(text).not.toContain('d.file');
  });

  it('fails loudly on what it does not know, naming the type and the field', () => {
    expect(() => fieldRules('testFields', z.object({ either: z.union([z.string(), z.number()]) }))).toThrow(
      "testFields.either: the rules generator does not know zod's 'union'",
    );
    expect(() => fieldRules('testFields', z.object({ mail: z.string().email() }).extend({ at: z.iso.date() }))).toThrow(
      "testFields.at: the rules cannot say the string check 'date'",
    );
    expect(() => fieldRules('testFields', z.object({ at: z.date().min(new Date(0)) }))).toThrow(
      /testFields\.at: a date with limits needs a shared kind/,
    );
    expect(() => fieldRules('testFields', z.string() as unknown as z.ZodObject)).toThrow(/object schema, not 'string'/);
  });
});
