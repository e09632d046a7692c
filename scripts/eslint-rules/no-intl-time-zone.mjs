import path from 'node:path';

/**
 * Times in this app are London wall time, and London changes its clocks twice a year. Only one module
 * (src/lib/time-zones.mjs, which app code reaches through src/lib/london-time.ts and the seed imports as
 * it is) turns instants into London dates and times, so every page agrees on the clock change. This rule forbids a `timeZone` option passed to Intl.* constructors or toLocale*String anywhere
 * else. See docs/decisions/0018-london-time-and-import-zones.md.
 */
export const LONDON_TIME_MODULE = 'src/lib/time-zones.mjs';

const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

/** Intl.DateTimeFormat options that, beside `timeZone`, mark an object as formatting options kept for later. */
const DATE_FORMAT_KEYS = new Set([
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'hour12',
  'hourCycle',
  'timeZoneName',
]);

/** @param {import('estree').Property | import('estree').SpreadElement} property */
function keyName(property) {
  if (property.type !== 'Property') return null;
  if (!property.computed && property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return null;
}

/** @param {import('estree').Node} node */
function hasTimeZoneProperty(node) {
  return node.type === 'ObjectExpression' && node.properties.some((property) => keyName(property) === 'timeZone');
}

/**
 * True for `Intl.X(...)`, `new Intl.X(...)` and `x.toLocale*String(...)`.
 * @param {import('estree').CallExpression | import('estree').NewExpression} node
 */
function isTimeFormattingCall(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression') return false;
  if (callee.object.type === 'Identifier' && callee.object.name === 'Intl') return true;
  return !callee.computed && callee.property.type === 'Identifier' && LOCALE_METHODS.has(callee.property.name);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noIntlTimeZone = {
  meta: {
    type: 'problem',
    docs: { description: 'Intl time-zone formatting only in src/lib/time-zones.mjs.' },
    schema: [],
    messages: {
      timeZone:
        'Format London dates and times with src/lib/london-time.ts, not an Intl `timeZone` option here (clock changes live in one place).',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    if (filename.endsWith('/' + LONDON_TIME_MODULE) || filename === LONDON_TIME_MODULE) return {};
    /** @param {import('estree').CallExpression | import('estree').NewExpression} node */
    function check(node) {
      if (!isTimeFormattingCall(node)) return;
      for (const argument of node.arguments) {
        if (hasTimeZoneProperty(argument)) context.report({ node: argument, messageId: 'timeZone' });
      }
    }
    return {
      CallExpression: check,
      NewExpression: check,
      // Options kept in a variable and passed later: `{ timeZone, day: 'numeric' }` anywhere.
      ObjectExpression(node) {
        if (node.parent && (node.parent.type === 'CallExpression' || node.parent.type === 'NewExpression')) {
          if (isTimeFormattingCall(node.parent)) return; // reported by check()
        }
        const keys = node.properties.map(keyName);
        if (keys.includes('timeZone') && keys.some((key) => key !== null && DATE_FORMAT_KEYS.has(key))) {
          context.report({ node, messageId: 'timeZone' });
        }
      },
    };
  },
};
