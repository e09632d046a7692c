import type * as z from 'zod';
import { isMultiLineText, isSingleLineText } from '@/lib/text-lines';
import { list, literal, rulesList, rulesPattern } from './rules-literals';

/**
 * Firestore rules field checks written from a zod schema: what the schema can say (keys required and
 * allowed, types, text lengths and the text policy, number ranges, enums, nesting, list lengths), so the
 * rules and the app's schema cannot drift apart. What it cannot say (relations between documents, roles,
 * who owns what, the document's id) stays in the feature's hand-written fragment, which calls the
 * function written here.
 *
 * It walks the schema's own definition (`schema._zod.def`) rather than `z.toJSONSchema`: JSON Schema has
 * no dates, and it refuses transforms (`.trim()`, `z.preprocess`), which the schemas use everywhere.
 * Anything the walk does not know fails loudly, naming the type and the field; a custom check (`refine`)
 * it cannot read is left out with a comment in the rules saying so.
 */

/** The parts of zod's internal definition the walk reads (zod v4's `schema._zod.def`). */
interface Def {
  type: string;
  /** A string format schema (z.email(), z.iso.date()) is a check on itself. */
  check?: string;
  format?: string;
  pattern?: RegExp;
  checks?: readonly { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  catchall?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  fn?: unknown;
}

/**
 * A field kind with a hand-written check of its own in the shared rules (a picture, contact details,
 * a price): the walk calls it instead of walking the schema, because the check says more than the
 * schema can (a safe address, at least one way to get in touch) or costs fewer expressions.
 */
export interface KnownKind {
  schema: z.ZodType;
  /** The rules expression for a value `v` of the kind (never null). */
  rule: (value: string) => string;
  /** The shared check also lets null through (`validImage(null)` holds): a nullable field needs no more. */
  allowsNull?: boolean;
}

export interface FieldRulesOptions {
  /** Shared field kinds by their schema (the same object, not a copy). */
  kinds?: readonly KnownKind[];
  /** Keys allowed beside the schema's (the base content fields, the list fields every save adds). */
  otherKeys?: readonly string[];
  /** Keys of the schema left to the fragment (relations, the document's id): allowed, not checked here. */
  handChecked?: readonly string[];
  /**
   * Count the document's keys instead of listing them, for a type whose largest writes are at the
   * 1,000-expression limit: every key of the schema and of `otherKeys` is required and read (a missing
   * one denies), so a count from that to that plus `optionalKeys` allows no other key, except one in
   * place of a missing optional key. A hand-checked key counts as required: the fragment must read it.
   */
  countKeys?: { optionalKeys: readonly string[] };
  /**
   * Top-level lists whose first entry alone is checked in full, not the first and last, for a type
   * whose largest writes would go over the 1,000-expression limit (products' photos and variants).
   */
  firstEntryOnly?: readonly string[];
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Where the walk is (the type and field, for messages), what it has noted and the helpers it wrote. */
interface Walk {
  where: string;
  notes: string[];
  options: FieldRulesOptions;
  /** Functions written beside the main one: the check of a list's entries, called for the first and last. */
  helpers: string[];
  /** The main function's name, which the helpers' names start with. */
  name: string;
}

function knownKind(schema: z.ZodType, walk: Walk): KnownKind | undefined {
  return walk.options.kinds?.find((kind) => kind.schema === schema);
}

/** One-line text in rules' regular expressions: no control characters, no bidi overrides (oneLine). */
const ONE_LINE_CHARACTER = '[^\\\\x00-\\\\x1f\\\\x7f\\\\x{202A}-\\\\x{202E}]';

/**
 * The length bounds of a plain one-line text field (the text policy and lengths of at most 1,000, the
 * most RE2 repeats, and no other check), which can share one regular expression with its neighbours.
 */
function plainLineBounds(schema: z.ZodType, walk: Walk): { min: number; max: number } | null {
  const def = defOf(schema);
  if (def.type !== 'string' || def.check || knownKind(schema, walk)) return null;
  let min = 0;
  let max = Infinity;
  let oneLine = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum ?? Infinity);
    else if (c.check === 'custom' && c.fn === isSingleLineText) oneLine = true;
    else if (c.check !== 'overwrite') return null;
  }
  return oneLine && max <= 1000 ? { min, max } : null;
}

function stringRule(value: string, def: Def, walk: Walk): string {
  const checks =
    def.check === 'string_format' ? [{ _zod: { def: def as CheckDef } }, ...(def.checks ?? [])] : def.checks;
  let min = 0;
  let max: number | undefined;
  let policy: 'one' | 'multi' | undefined;
  const extra: string[] = [];
  // The shared web-address check: http(s) with a host and the site's safe-address policy (the refine
  // beside every .url() in the schemas, which therefore needs no note).
  const webAddress = (checks ?? []).some(
    (check) => check._zod.def.check === 'string_format' && check._zod.def.format === 'url',
  );
  for (const check of checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    else if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum ?? Infinity);
    else if (c.check === 'length_equals') [min, max] = [c.length ?? 0, c.length ?? 0];
    else if (c.check === 'overwrite')
      continue; // .trim() and the like change the value; the app writes the result.
    else if (c.check === 'custom' && c.fn === isSingleLineText) policy = 'one';
    else if (c.check === 'custom' && c.fn === isMultiLineText) policy = 'multi';
    else if (c.check === 'custom') {
      if (!webAddress) walk.notes.push(`${walk.where}: a custom check (refine) the rules cannot say.`);
    } else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) {
      extra.push(`${value}.matches(${literal(rulesPattern(c.pattern, walk.where))})`);
    } else if (c.check === 'string_format' && c.format === 'url') {
      continue;
    } else if (c.check === 'string_format' && c.format === 'email') {
      // Looser than zod's pattern: something@something with no spaces (the app's schema says the rest).
      extra.push(`${value}.matches('[^@\\\\s]+@[^@\\\\s]+')`);
    } else throw new Error(`${walk.where}: the rules cannot say the string check '${c.format ?? c.check}'.`);
  }
  if (webAddress) {
    if (min > 0 || (max !== undefined && max !== 2048) || extra.length > 0) {
      throw new Error(`${walk.where}: a web address's only limit is the shared one (2,048 characters).`);
    }
    return `${value} != null && nullOrWebAddress(${value})`;
  }
  const sized = max === undefined ? (min > 0 ? `${value}.size() >= ${min}` : '') : '';
  const base =
    max === undefined
      ? [
          `${value} is string`,
          sized,
          policy === 'one' ? `oneLine(${value})` : policy === 'multi' ? `multiLine(${value})` : '',
        ]
          .filter(Boolean)
          .join(' && ')
      : policy === 'one'
        ? `isLine(${value}, ${min}, ${max})`
        : policy === 'multi'
          ? `isStr(${value}, ${min}, ${max}) && multiLine(${value})`
          : `isStr(${value}, ${min}, ${max})`;
  return [base, ...extra].join(' && ');
}

function numberRule(value: string, def: Def, walk: Walk): string {
  const parts = [`${value} is number`];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) parts[0] = `${value} is int`;
    else if (c.check === 'greater_than') parts.push(`${value} ${c.inclusive ? '>=' : '>'} ${String(c.value)}`);
    else if (c.check === 'less_than') parts.push(`${value} ${c.inclusive ? '<=' : '<'} ${String(c.value)}`);
    else if (c.check === 'custom') walk.notes.push(`${walk.where}: a custom check (refine) the rules cannot say.`);
    else throw new Error(`${walk.where}: the rules cannot say the number check '${c.format ?? c.check}'.`);
  }
  return parts.join(' && ');
}

function dateRule(value: string, def: Def, walk: Walk): string {
  if ((def.checks ?? []).length > 0) {
    throw new Error(`${walk.where}: a date with limits needs a shared kind (calendarDate), not a check of its own.`);
  }
  return `${value} is timestamp`;
}

function listRule(value: string, def: Def, walk: Walk): string {
  let min = 0;
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = c.minimum ?? 0;
    else if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum ?? Infinity);
    else if (c.check === 'length_equals') [min, max] = [c.length ?? 0, c.length ?? 0];
    else if (c.check === 'custom') walk.notes.push(`${walk.where}: a custom check (refine) the rules cannot say.`);
    else throw new Error(`${walk.where}: the rules cannot say the list check '${c.check}'.`);
  }
  if (max === undefined) throw new Error(`${walk.where}: a list needs a longest length (.max) for the rules.`);
  const sizes = [`${value} is list`, `${value}.size() <= ${max}`, min > 0 ? `${value}.size() >= ${min}` : ''];
  // Rules cannot loop: the first and last entries are checked in full (the app's schema checks every one).
  const element = def.element as z.ZodType;
  const entryWalk = { ...walk, where: `${walk.where}[]` };
  let entry = (at: string) => valueRule(at, element, entryWalk);
  if (defOf(element).type === 'object' && !knownKind(element, walk)) {
    const key = walk.where.slice(walk.where.lastIndexOf('.') + 1);
    const helper = `${walk.name}${key.charAt(0).toUpperCase()}${key.slice(1)}Entry`;
    const body = objectTerms('e', defOf(element), entryWalk, false);
    walk.helpers.push(
      [`    function ${helper}(e) {`, `      return ${body.join('\n        && ')};`, `    }`].join('\n'),
    );
    entry = (at) => `${helper}(${at})`;
  }
  // A list of enum values (or literals) is checked in full by hasOnly, in fewer expressions than its ends.
  const elementType = defOf(element).type;
  if ((elementType === 'enum' || elementType === 'literal') && !knownKind(element, walk)) {
    const elementDef = defOf(element);
    const values = elementType === 'enum' ? Object.values(elementDef.entries ?? {}) : (elementDef.values ?? []);
    return [...sizes, `${value}.hasOnly(${list(values)})`].filter(Boolean).join(' && ');
  }
  const first = entry(`${value}[0]`);
  const firstOnly = (walk.options.firstEntryOnly ?? []).some((key) => walk.where === `${walk.name}.${key}`);
  const ends = firstOnly ? first : `${first} && ${entry(`${value}[${value}.size() - 1]`)}`;
  const entries = first === 'true' ? '' : `(${value}.size() == 0 || (${ends}))`;
  return [[...sizes].filter(Boolean).join(' && '), entries].filter(Boolean).join('\n        && ');
}

/** The checks of an object's keys, each a term of one `&&` (the top level: the document, already a map). */
function objectTerms(value: string, def: Def, walk: Walk, topLevel: boolean): string[] {
  if (def.catchall && !['never', 'unknown'].includes(defOf(def.catchall).type)) {
    throw new Error(`${walk.where}: the rules cannot say an object with a catchall.`);
  }
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const handChecked = topLevel ? (walk.options.handChecked ?? []) : [];
  const allowed = [...(topLevel ? (walk.options.otherKeys ?? []) : []), ...keys];
  const hasOnly = `${value}.keys().hasOnly(`;
  const terms: string[] = [];
  const unread: string[] = [];
  let everyKeyRead = true;
  // Required one-line texts share one regular expression over their values joined by newlines (each
  // is a string, and none holds a newline, so the join splits back only one way): two or three checks
  // cost about as much as one, for the 1,000-expression limit.
  const lines = keys
    .filter((key) => !handChecked.includes(key))
    .map((key) => ({ key, bounds: plainLineBounds(shape[key] as z.ZodType, walk) }))
    .filter((line): line is { key: string; bounds: { min: number; max: number } } => line.bounds !== null);
  const joined = lines.length >= 2 ? new Set(lines.map((line) => line.key)) : new Set<string>();
  for (const key of keys) {
    if (handChecked.includes(key)) continue;
    if (joined.has(key)) {
      if (key !== lines[0]?.key) continue;
      const values = lines.map((line) => `${value}.${line.key}`);
      const pattern = lines.map(({ bounds }) => `${ONE_LINE_CHARACTER}{${bounds.min},${bounds.max}}`).join('\\n');
      terms.push(
        `${values.map((v) => `${v} is string`).join(' && ')} && [${values.join(', ')}].join('\\n').matches('${pattern}')`,
      );
      continue;
    }
    const field = shape[key] as z.ZodType;
    const optional = ['optional', 'default', 'prefault'].includes(defOf(field).type);
    const inner = optional ? (defOf(field).innerType as z.ZodType) : field;
    const where = { ...walk, where: `${walk.where}.${key}` };
    // An optional key of a nullable value may be missing or null; of any other, missing, never null
    // (zod refuses null where the schema does not allow it).
    const missingOrNull = optional && allowsNull(inner);
    const read = missingOrNull ? `${value}.get(${literal(key)}, null)` : `${value}.${key}`;
    const rule = !optional
      ? valueRule(read, inner, where)
      : missingOrNull
        ? nullable(read, inner, where)
        : missingOr(literal(key), value, valueRule(read, inner, where));
    if (optional || rule === 'true') everyKeyRead = false;
    if (rule === 'true') {
      if (!optional) unread.push(key);
    } else terms.push(rule);
  }
  // Reading a missing key is an error, which denies: each required key read below is required. The
  // others are said outright. A nested map whose keys are all required and all read has no other key
  // when it has as many: `size() == n` says so in fewer of the 1,000 expressions than hasOnly (a list
  // or a string of that size fails at the first key read).
  const countKeys = topLevel ? walk.options.countKeys : undefined;
  if (countKeys && !everyKeyRead) {
    throw new Error(`${walk.where}: countKeys needs every key required and read (here, or hand-checked).`);
  }
  if (countKeys) {
    const required = allowed.length - countKeys.optionalKeys.length;
    const size =
      required === allowed.length
        ? `${value}.size() == ${required}`
        : `${value}.size() in [${required}, ${allowed.length}]`;
    return [size, ...terms];
  }
  const head =
    !topLevel && everyKeyRead && keys.length > 0
      ? [`${value}.size() == ${keys.length}`]
      : [
          ...(topLevel ? [] : [`${value} is map`]),
          `${hasOnly}${rulesList(allowed, '        ', (topLevel ? 13 : 16) + hasOnly.length)})`,
          ...(unread.length > 0 ? [`${value}.keys().hasAll(${list(unread)})`] : []),
        ];
  return [...head, ...terms];
}

function valueRule(value: string, schema: z.ZodType, walk: Walk): string {
  const kind = knownKind(schema, walk);
  if (kind) return kind.allowsNull ? `${value} != null && ${kind.rule(value)}` : kind.rule(value);
  const def = defOf(schema);
  if (!['string', 'number', 'array', 'date'].includes(def.type)) {
    for (const check of def.checks ?? []) {
      if (check._zod.def.check !== 'custom') {
        throw new Error(`${walk.where}: the rules cannot say the check '${check._zod.def.check}' on a ${def.type}.`);
      }
      walk.notes.push(`${walk.where}: a custom check (refine) the rules cannot say.`);
    }
  }
  switch (def.type) {
    case 'string':
      return stringRule(value, def, walk);
    case 'number':
      return numberRule(value, def, walk);
    case 'boolean':
      return `${value} is bool`;
    case 'date':
      return dateRule(value, def, walk);
    case 'enum':
      return `${value} in ${list(Object.values(def.entries ?? {}))}`;
    case 'literal':
      return (def.values ?? []).length === 1
        ? `${value} == ${list(def.values ?? []).slice(1, -1)}`
        : `${value} in ${list(def.values ?? [])}`;
    case 'object':
      return objectTerms(value, def, walk, false).join(' && ');
    case 'array':
      return listRule(value, def, walk);
    case 'nullable':
      return nullable(value, def.innerType as z.ZodType, walk);
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: what is stored is what `schema` checks.
      const from = def.in as z.ZodType;
      const to = def.out as z.ZodType;
      if (defOf(from).type === 'transform') return valueRule(value, to, walk);
      if (defOf(to).type === 'transform') return valueRule(value, from, walk);
      throw new Error(`${walk.where}: the rules cannot say a pipe between two schemas.`);
    }
    case 'readonly':
    case 'catch':
      return valueRule(value, def.innerType as z.ZodType, walk);
    case 'unknown':
    case 'any':
      walk.notes.push(`${walk.where}: any value (the schema says nothing the rules could check).`);
      return 'true';
    default:
      throw new Error(`${walk.where}: the rules generator does not know zod's '${def.type}'.`);
  }
}

/** Whether a value of `schema` may be null (a nullable schema, under any optional or default). */
function allowsNull(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'nullable') return true;
  if (['optional', 'default', 'prefault'].includes(def.type)) return allowsNull(def.innerType as z.ZodType);
  return false;
}

/** An optional key's check: the key is missing, or its value passes `rule`. */
function missingOr(key: string, value: string, rule: string): string {
  if (rule === 'true') return 'true';
  return / && | \|\| /.test(rule) ? `(!(${key} in ${value}) || (${rule}))` : `(!(${key} in ${value}) || ${rule})`;
}

function nullable(value: string, inner: z.ZodType, walk: Walk): string {
  const innerDef = defOf(inner);
  if (innerDef.type === 'nullable' || innerDef.type === 'optional' || innerDef.type === 'default') {
    return nullable(value, innerDef.innerType as z.ZodType, walk);
  }
  const kind = knownKind(inner, walk);
  if (kind?.allowsNull) return kind.rule(value);
  const rule = valueRule(value, inner, walk);
  if (rule === 'true') return 'true';
  if (rule.startsWith(`${value} != null && nullOrWebAddress(`)) return rule.replace(`${value} != null && `, '');
  return / && | \|\| /.test(rule) ? `(${value} == null || (${rule}))` : `(${value} == null || ${rule})`;
}

/**
 * The rules function `name(d)` checking a document's fields against `schema` (a zod object): its keys
 * are the schema's and `options.otherKeys`, nothing else; each field as its schema says. Notes on what
 * the rules leave out come first, as comments.
 */
export function fieldRules(name: string, schema: z.ZodType, options: FieldRulesOptions = {}): string {
  const def = defOf(schema);
  if (def.type !== 'object')
    throw new Error(`${name}: the rules are written from an object schema, not '${def.type}'.`);
  const walk: Walk = { where: name, notes: [], options, helpers: [], name };
  const terms = objectTerms('d', def, walk, true);
  const notes = walk.notes.map((note) => `    // Not in the rules: ${note}`);
  const main = [...notes, `    function ${name}(d) {`, `      return ${terms.join('\n        && ')};`, `    }`];
  return [main.join('\n'), ...walk.helpers].join('\n\n');
}
