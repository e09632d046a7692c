import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults';
import { parseSiteSettings, siteSettingsSchema, type SiteSettings } from './site-settings-schema';

const valid = (): SiteSettings => ({
  companyName: 'Thornbury Community Hub',
  contact: {
    address: 'Town Hall, 35 High Street, Thornbury BS35 2AR',
    email: 'hello@example.org',
    phone: '01632 960100',
    openingTimes: 'Monday to Friday: 9am to 1pm\nSaturday: 10am to noon',
  },
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/hub' }],
  announcement: {
    enabled: true,
    text: 'The fun day is on Saturday.',
    url: '/events',
    severity: 'warning',
    startsOn: '2026-11-20',
    endsOn: '2026-11-30',
  },
  defaultSeason: 'calendar',
});

type Change = (settings: SiteSettings) => void;

const VALID: [string, Change][] = [
  ['every field set', () => undefined],
  ['the shipped defaults', (s) => Object.assign(s, structuredClone(DEFAULT_SITE_SETTINGS))],
  [
    'contact details all empty',
    (s) => {
      s.contact = { address: '', email: '', phone: '', openingTimes: '' };
    },
  ],
  ['banner off and empty', (s) => void (s.announcement = { ...s.announcement, enabled: false, text: '', url: '' })],
  ['banner with a full web address', (s) => void (s.announcement.url = 'https://example.org/fair')],
  [
    'banner on one day',
    (s) => void (s.announcement = { ...s.announcement, startsOn: '2026-12-01', endsOn: '2026-12-01' }),
  ],
  ['banner with only a last day', (s) => void (s.announcement.startsOn = '')],
  ['an international phone number', (s) => void (s.contact.phone = '+44 (0)1632 960-100')],
  [
    '8 social links',
    (s) =>
      void (s.socialLinks = Array.from({ length: 8 }, (_, i) => ({ label: `L${i}`, url: `https://x.example/${i}` }))),
  ],
  ['each season', (s) => void (s.defaultSeason = 'winter')],
];

const INVALID: [string, Change, string][] = [
  ['companyName empty', (s) => void (s.companyName = '  '), 'companyName'],
  ['companyName over 100', (s) => void (s.companyName = 'x'.repeat(101)), 'companyName'],
  ['companyName with a line break', (s) => void (s.companyName = 'A\nB'), 'companyName'],
  ['an email without an @', (s) => void (s.contact.email = 'hello.example.org'), 'contact.email'],
  ['a phone with letters', (s) => void (s.contact.phone = 'ring us'), 'contact.phone'],
  ['opening times over 500', (s) => void (s.contact.openingTimes = 'x'.repeat(501)), 'contact.openingTimes'],
  [
    'a social link without a name',
    (s) => void (s.socialLinks = [{ label: '', url: 'https://x.example' }]),
    'socialLinks.0.label',
  ],
  ['a social link to a path', (s) => void (s.socialLinks = [{ label: 'Us', url: '/about' }]), 'socialLinks.0.url'],
  [
    'a javascript: social link',
    (s) => void (s.socialLinks = [{ label: 'X', url: 'javascript:alert(1)' }]),
    'socialLinks.0.url',
  ],
  [
    '9 social links',
    (s) =>
      void (s.socialLinks = Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, url: `https://x.example/${i}` }))),
    'socialLinks',
  ],
  ['banner on with no text', (s) => void (s.announcement.text = ''), 'announcement.text'],
  ['banner text over 280', (s) => void (s.announcement.text = 'x'.repeat(281)), 'announcement.text'],
  ['banner link data:', (s) => void (s.announcement.url = 'data:text/html,hi'), 'announcement.url'],
  ['banner link //host', (s) => void (s.announcement.url = '//evil.example'), 'announcement.url'],
  ['banner first day not a date', (s) => void (s.announcement.startsOn = '24/11/2026'), 'announcement.startsOn'],
  ['banner month 13', (s) => void (s.announcement.endsOn = '2026-13-01'), 'announcement.endsOn'],
  ['banner last day before the first', (s) => void (s.announcement.endsOn = '2026-11-19'), 'announcement.endsOn'],
  [
    'banner severity unknown',
    (s) => void ((s.announcement as { severity: string }).severity = 'shouting'),
    'announcement.severity',
  ],
  ['season monsoon', (s) => void ((s as { defaultSeason: string }).defaultSeason = 'monsoon'), 'defaultSeason'],
];

describe('siteSettingsSchema', () => {
  it.each(VALID)('accepts %s', (_, change) => {
    const settings = valid();
    change(settings);
    expect(siteSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it.each(INVALID)('refuses %s, on the field that is wrong', (_, change, field) => {
    const settings = valid();
    change(settings);
    const errors = formErrors(siteSettingsSchema)(settings);
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]).toMatch(/^Please|^The last day|^Choose/);
  });
});

describe('parseSiteSettings (every read)', () => {
  it('gives the settings as they are when valid', () => {
    expect(parseSiteSettings(valid())).toEqual(valid());
  });

  it('drops fields it does not know (updatedAt, updatedBy)', () => {
    expect(parseSiteSettings({ ...valid(), updatedAt: new Date(), updatedBy: 'admin' })).toEqual(valid());
  });

  it('keeps nothing from a value that is not a document', () => {
    for (const raw of [null, undefined, 'settings', 3, [valid()]]) expect(parseSiteSettings(raw)).toBeUndefined();
  });

  it('replaces only the invalid or missing field with its default, so a bad field never hides the brand', () => {
    const parsed = parseSiteSettings({ ...valid(), defaultSeason: 'monsoon', socialLinks: 'lots' });
    expect(parsed?.companyName).toBe('Thornbury Community Hub');
    expect(parsed?.defaultSeason).toBe(DEFAULT_SITE_SETTINGS.defaultSeason);
    expect(parsed?.socialLinks).toEqual([]);
    expect(parsed?.announcement).toEqual(valid().announcement);
  });

  it('completes an older document (announcement null, contact without the new fields)', () => {
    const parsed = parseSiteSettings({
      companyName: 'Hub',
      contact: { email: 'hello@example.org' },
      announcement: { enabled: true, text: 'Hello', url: '/events' },
      defaultSeason: 'spring',
    });
    expect(parsed).toEqual({
      companyName: 'Hub',
      contact: { ...DEFAULT_SITE_SETTINGS.contact, email: 'hello@example.org' },
      socialLinks: [],
      announcement: { ...DEFAULT_SITE_SETTINGS.announcement, enabled: true, text: 'Hello', url: '/events' },
      defaultSeason: 'spring',
    });
    expect(parseSiteSettings({ companyName: 'Hub', announcement: null })?.announcement).toEqual(
      DEFAULT_SITE_SETTINGS.announcement,
    );
  });

  it('the shipped defaults follow the calendar and pass the schema', () => {
    expect(DEFAULT_SITE_SETTINGS.defaultSeason).toBe('calendar');
    expect(siteSettingsSchema.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(true);
  });
});
