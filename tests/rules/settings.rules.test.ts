/**
 * Site settings in firestore.rules (`validSiteSettings`): everyone reads settings/site, only admins write
 * it, and every field of the settings schema (src/lib/site-settings-schema.ts) is checked, allowed and
 * refused, against the emulator. The app's own valid and invalid corpus is in site-settings-schema.test.ts.
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8283 npx vitest run --config vitest.rules.config.ts \
 *        tests/rules/settings.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { serverTimestamp, siteSettings, UID, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const SITE = 'settings/site';

/** Valid settings with every field set (several links, a dated banner), before `changes`. */
function settings(changes: DocData = {}): DocData {
  return {
    companyName: 'Thornbury Community Hub',
    contact: {
      address: 'Town Hall, 35 High Street, Thornbury BS35 2AR',
      email: 'hello@example.org',
      phone: '+44 1632 960100',
      openingTimes: 'Monday to Friday: 9am to 1pm\nSaturday: 10am to noon',
    },
    socialLinks: [
      { label: 'Facebook', url: 'https://facebook.example/hub' },
      { label: 'Instagram', url: 'https://instagram.example/hub' },
    ],
    announcement: {
      enabled: true,
      text: 'The fun day is on Saturday.',
      url: '/events',
      severity: 'warning',
      startsOn: '2026-11-20',
      endsOn: '2026-11-30',
    },
    defaultSeason: 'calendar',
    updatedAt: serverTimestamp(),
    updatedBy: UID.admin,
    ...changes,
  };
}

const valid = settings();
const contact = valid.contact as DocData;
const banner = valid.announcement as DocData;
const link = { label: 'Mastodon', url: 'https://mastodon.example/@hub' };
const without = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

/** Refused for an admin: one thing wrong each. */
const REFUSED: [string, DocData | ((valid: DocData) => DocData)][] = [
  ['companyName empty', { companyName: '' }],
  ['companyName over 100 characters', { companyName: 'x'.repeat(101) }],
  ['companyName with a line break', { companyName: 'Thornbury\nHub' }],
  ['companyName missing', (d) => without(d, 'companyName')],
  ['an unknown field', { colour: 'green' }],
  ['contact missing', (d) => without(d, 'contact')],
  ['contact with an extra key', { contact: { ...contact, fax: '01632' } }],
  ['contact without openingTimes', { contact: without(contact, 'openingTimes') }],
  ['contact email without an @', { contact: { ...contact, email: 'hello.example.org' } }],
  ['contact phone with letters', { contact: { ...contact, phone: 'call us' } }],
  ['contact address over 300', { contact: { ...contact, address: 'x'.repeat(301) } }],
  ['opening times over 500', { contact: { ...contact, openingTimes: 'x'.repeat(501) } }],
  ['opening times with a U+202E override', { contact: { ...contact, openingTimes: 'Mon \u202E 9am' } }],
  ['socialLinks not a list', { socialLinks: { label: 'Facebook' } }],
  ['9 social links', { socialLinks: Array.from({ length: 9 }, (_, i) => ({ ...link, url: `${link.url}${i}` })) }],
  ['a javascript: social link', { socialLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }] }],
  ['the 8th social link bad', { socialLinks: [...Array.from({ length: 7 }, () => link), { label: '', url: 'x' }] }],
  ['announcement null', { announcement: null }],
  ['announcement without severity', { announcement: without(banner, 'severity') }],
  ['announcement on with no text', { announcement: { ...banner, text: '' } }],
  ['announcement text over 280', { announcement: { ...banner, text: 'x'.repeat(281) } }],
  ['announcement link data:', { announcement: { ...banner, url: 'data:text/html,hi' } }],
  ['announcement link //host', { announcement: { ...banner, url: '//evil.example' } }],
  ['announcement severity shouting', { announcement: { ...banner, severity: 'shouting' } }],
  ['announcement first day not a date', { announcement: { ...banner, startsOn: 'next week' } }],
  [
    'announcement last day before the first',
    { announcement: { ...banner, startsOn: '2026-12-02', endsOn: '2026-12-01' } },
  ],
  ['announcement enabled a string', { announcement: { ...banner, enabled: 'yes' } }],
  ['defaultSeason monsoon', { defaultSeason: 'monsoon' }],
  ['defaultSeason missing', (d) => without(d, 'defaultSeason')],
  ['updatedBy someone else', { updatedBy: UID.editor }],
];

/** Allowed for an admin. */
const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  [
    'everything optional empty, banner off',
    {
      contact: { address: '', email: '', phone: '', openingTimes: '' },
      socialLinks: [],
      announcement: { enabled: false, text: '', url: '', severity: 'info', startsOn: '', endsOn: '' },
      defaultSeason: 'spring',
    },
  ],
  ['8 social links', { socialLinks: Array.from({ length: 8 }, (_, i) => ({ ...link, url: `${link.url}${i}` })) }],
  [
    'a banner with a full web address and one day only',
    { announcement: { ...banner, url: 'https://example.org/fair', startsOn: '2026-12-01', endsOn: '2026-12-01' } },
  ],
  ['each season', { defaultSeason: 'winter' }],
];

describe.skipIf(!emulatorHost)('firestore.rules · site settings', () => {
  const rules = useRulesEnvironment();

  const as = rules.as;

  beforeEach(async () => {
    await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(SITE).set(siteSettings()));
  });

  it('a visitor reads the settings', async () => {
    await assertSucceeds(as('visitor').doc(SITE).get());
  });

  for (const who of ['visitor', 'member', 'editor'] as const) {
    it(`${who} · write valid settings → denied`, async () => {
      await assertFails(
        as(who)
          .doc(SITE)
          .set(settings({ updatedBy: UID.admin })),
      );
    });
  }

  it('admin · the seeded demo settings (scripts/seed-data.mjs) → allowed', async () => {
    const seeded = (buildSeedData(new Date()).collections['settings'] ?? []).find((entry) => entry.id === 'site');
    const fields = without(seeded?.data ?? {}, 'updatedAt');
    await assertSucceeds(
      as('admin')
        .doc(SITE)
        .set({ ...fields, updatedAt: serverTimestamp(), updatedBy: UID.admin }),
    );
  });

  for (const [name, changes] of ALLOWED) {
    it(`admin · ${name} → allowed`, async () => {
      await assertSucceeds(as('admin').doc(SITE).set(settings(changes)));
    });
  }

  for (const [name, data] of REFUSED) {
    it(`admin · ${name} → denied`, async () => {
      const document = typeof data === 'function' ? data(settings()) : settings(data);
      await assertFails(as('admin').doc(SITE).set(document));
    });
  }
});
