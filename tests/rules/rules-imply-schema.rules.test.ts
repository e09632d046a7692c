/**
 * What firestore.rules accepts, the app's schema accepts (issue 25): a document the rules let in but
 * the schema refuses is skipped on every read, so the item vanishes from the site. Generated values for
 * the rules' string and date checks (web addresses, repeat rules, dates, one-line text) are written into
 * an otherwise valid event by an editor; each one the rules accept is read back and must pass
 * eventSchema. A fixed seed keeps the cases the same on every run; a few hundred of them run in seconds.
 *   node scripts/emulators.mjs exec --no-seed -- \
 *     npx vitest run --config vitest.rules.config.ts tests/rules/rules-imply-schema.rules.test.ts
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../src/features/events/event-schema';
import { seededRandom } from '../../src/lib/seeded-random';
import { newContent, Timestamp, UID, userDoc, USER_ROLES, writeContent, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const repeat = (random: Random, max: number, make: () => string, join = ''): string =>
  Array.from({ length: Math.floor(random() * (max + 1)) }, make).join(join);

// Pieces near each check's edges: what browsers parse and what they refuse, control and direction
// characters, astral characters (two UTF-16 units), spaces the schema trims.
const LABEL_PIECES = [
  'a',
  'b',
  'x',
  'n',
  '-',
  '0',
  '1',
  '9',
  '25',
  '255',
  '256',
  '0x',
  '1f',
  'xn--',
  'XN--',
  'é',
  'ß',
  '中',
];
const PORTS = ['', '', '', ':80', ':0', ':65535', ':65536', ':99999', ':', ':8a'];
const PATHS = [
  '',
  '',
  '/',
  '/a',
  '/a b',
  '/x?y#z',
  '?q=1',
  '#top',
  '/\\x',
  '/%zz',
  '/\u0000',
  '/\u202e',
  '/\u00a0',
  '/é',
];

function url(random: Random): string {
  const form = random();
  if (form < 0.15) {
    return pick(random, [
      '/',
      '/events',
      '//host',
      '/\\host',
      'photo.png',
      '',
      '/a b',
      'javascript:alert(1)',
      'data:,x',
    ]);
  }
  const scheme = pick(random, ['http', 'https', 'https', 'HTTPS', 'ftp', 'javascript']);
  const label = () => repeat(random, 3, () => pick(random, LABEL_PIECES)) || pick(random, LABEL_PIECES);
  const host = repeat(random, 4, label, '.') || label();
  const dot = random() < 0.1 ? '.' : '';
  return `${scheme}://${host}${dot}${pick(random, PORTS)}${pick(random, PATHS)}`;
}

const RRULE_VALUES: Record<string, readonly string[]> = {
  FREQ: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'SECONDLY', 'MINUTELY', 'HOURLY', 'weekly', ''],
  INTERVAL: ['1', '2', '999', '1000', '0', '01'],
  COUNT: ['1', '16', '9999', '10000', '0'],
  UNTIL: [
    '20270305',
    '20270230',
    '20280229',
    '19000229',
    '20000229',
    '99991231',
    '18991231',
    '20270305T235959Z',
    '20270305T245959Z',
    '2027',
  ],
  BYDAY: ['TU', 'MO,TU', '1SA', '-1WE', '53MO', '54MO', 'MO,TU,WE,TH,FR,SA,SU', 'MO,TU,WE,TH,FR,SA,SU,MO', 'XX', 'tu'],
  BYMONTH: ['7', '12', '13', '1,2,3,4,5,6,7,8,9,10,11,12', '0'],
  BYMONTHDAY: [
    '1',
    '-1',
    '31',
    '32',
    '1,2,3,4',
    '1,2,3,4,5',
    '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31',
  ],
  BYSETPOS: ['1', '-1', '366', '367'],
  BYYEARDAY: ['1', '366', '-366', '367'],
  BYWEEKNO: ['1', '53', '54'],
  WKST: ['MO', 'SU', 'XX'],
  BYHOUR: ['0', '0,1,2'],
  BYMINUTE: ['5'],
  BYSECOND: ['0'],
  X: ['1'],
};
const RRULE_NAMES = Object.keys(RRULE_VALUES).filter((name) => name !== 'FREQ');

function rrule(random: Random): string {
  const parts = [`FREQ=${pick(random, RRULE_VALUES.FREQ ?? [])}`];
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) {
    const name = pick(random, RRULE_NAMES);
    parts.push(`${name}=${pick(random, RRULE_VALUES[name] ?? [])}`);
  }
  // Mostly in the editor's order (FREQ first), sometimes shuffled.
  if (random() < 0.2) parts.sort(() => random() - 0.5);
  const rule = parts.join(';');
  return random() < 0.05 ? ` ${rule}` : rule;
}

const YEARS = [1, 1066, 1899, 1900, 1970, 2026, 2100, 2101, 9999];

function date(random: Random): Date {
  const year = pick(random, YEARS);
  const time = Date.UTC(2000, Math.floor(random() * 12), 1 + Math.floor(random() * 31), Math.floor(random() * 24));
  const at = new Date(time);
  at.setUTCFullYear(year);
  return at;
}

const TEXT_PIECES = [
  'a',
  'Fair',
  ' ',
  '  ',
  'é',
  '😀',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\t',
  '\n',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u202a',
  '\u202e',
  '\u2028',
  '\u200b',
];

function title(random: Random): string {
  const long = random() < 0.3;
  const piece = () => (long ? 'x'.repeat(Math.floor(random() * 40)) : '') + pick(random, TEXT_PIECES);
  return repeat(random, long ? 8 : 5, piece);
}

type Kind = 'url' | 'rrule' | 'dates' | 'title';

interface Case {
  kind: Kind;
  shown: string;
  change: DocData;
}

function makeCase(random: Random, index: number): Case {
  const kind = (['url', 'rrule', 'dates', 'title'] as const)[index % 4] as Kind;
  switch (kind) {
    case 'url': {
      const value = url(random);
      return { kind, shown: value, change: { onlineUrl: value } };
    }
    case 'rrule': {
      const value = rrule(random);
      return { kind, shown: value, change: { recurrence: { rrule: value, exceptions: [] } } };
    }
    case 'dates': {
      const startsAt = date(random);
      const endsAt = random() < 0.3 ? null : date(random);
      return {
        kind,
        shown: `${startsAt.toISOString()} – ${endsAt?.toISOString() ?? 'no end'}`,
        change: {
          startsAt: Timestamp.fromDate(startsAt),
          endsAt: endsAt && Timestamp.fromDate(endsAt),
          recurrence: null,
        },
      };
    }
    case 'title': {
      const value = title(random);
      return { kind, shown: JSON.stringify(value), change: { title: value } };
    }
  }
}

const CASES = 320;

describe.skipIf(!emulatorHost)('what firestore.rules accepts, eventSchema accepts (generated values)', () => {
  // Only the editor's account is needed: seeding every fixture would take longer than the cases.
  const rules = useRulesEnvironment({ seedFixtures: false });
  beforeAll(() => rules.withoutRules((db) => db.doc(`users/${UID.editor}`).set(userDoc(USER_ROLES.editor))));

  it(`${CASES} generated addresses, repeat rules, dates and titles: none accepted by the rules and refused by the schema`, async () => {
    const random = seededRandom(25);
    const cases = Array.from({ length: CASES }, (_, index) => makeCase(random, index));
    const accepted: Record<Kind, number> = { url: 0, rrule: 0, dates: 0, title: 0 };
    const refused: Record<Kind, number> = { url: 0, rrule: 0, dates: 0, title: 0 };
    const dropped: string[] = [];
    const editor = rules.as('editor');

    await Promise.all(
      cases.map(async (item, index) => {
        const id = `generated-${index}`;
        const data = { ...newContent('events', UID.editor), slug: `generated-${index}`, ...item.change };
        try {
          await writeContent(editor, 'events', id, data);
        } catch {
          refused[item.kind] += 1;
          return;
        }
        accepted[item.kind] += 1;
        const stored = (await editor.doc(`events/${id}`).get()).data() ?? {};
        const parsed = eventSchema.safeParse(stored);
        if (!parsed.success) {
          dropped.push(`${item.kind} ${item.shown}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
        }
      }),
    );

    expect(dropped).toEqual([]);
    // The generator reaches both sides of every check, so the property says something.
    for (const kind of ['url', 'rrule', 'dates', 'title'] as const) {
      expect(accepted[kind], `${kind} accepted`).toBeGreaterThan(5);
      expect(refused[kind], `${kind} refused`).toBeGreaterThan(5);
    }
    // A generous limit: the emulator shares the machine; this is no measure of speed.
  }, 240_000);
});
