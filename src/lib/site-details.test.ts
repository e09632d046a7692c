import { describe, expect, it } from 'vitest';
import {
  isSocialLinkUrl,
  pageSiteDetailsAttributes,
  parsePageSiteDetails,
  SITE_DETAILS_LIMITS,
  type SiteDetails,
} from './site-details';
import { siteSettingsSchema } from './site-settings-schema';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults';

const details: SiteDetails = {
  companyName: 'Thornbury Community Hub',
  contact: {
    address: 'Thornbury Town Hall, 35 High Street',
    email: 'hello@thornbury-hub.example',
    phone: '01454 123456',
    openingTimes: 'Monday to Friday\n10am to 4pm',
  },
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/thornbury' }],
};

const readBack = (value: unknown) => parsePageSiteDetails(JSON.stringify(value));

describe('the site details a prerendered page carries', () => {
  it('reads back what the page was built with', () => {
    expect(parsePageSiteDetails(pageSiteDetailsAttributes(details)['data-site-details'])).toEqual(details);
  });

  it('accepts whatever the settings schema accepts, up to its limits', () => {
    const longest: SiteDetails = {
      companyName: 'N'.repeat(SITE_DETAILS_LIMITS.companyName),
      contact: {
        address: 'A'.repeat(SITE_DETAILS_LIMITS.address),
        // The longest address z.email() takes has a 64-character local part and 63-character labels.
        email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.org`,
        phone: `+441454 ${'1'.repeat(SITE_DETAILS_LIMITS.phone - 8)}`,
        openingTimes: 'T'.repeat(SITE_DETAILS_LIMITS.openingTimes),
      },
      socialLinks: Array.from({ length: SITE_DETAILS_LIMITS.socialLinks }, (_, index) => ({
        label: 'L'.repeat(SITE_DETAILS_LIMITS.linkLabel),
        url: `https://example.org/${index}`,
      })),
    };
    for (const value of [details, longest]) {
      expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...value }).success).toBe(true);
      expect(readBack(value)).toEqual(value);
    }
  });

  it.each([
    ['a name over the limit', { ...details, companyName: 'N'.repeat(SITE_DETAILS_LIMITS.companyName + 1) }],
    ['an empty name', { ...details, companyName: '  ' }],
    ['a name on two lines', { ...details, companyName: 'Thornbury\nHub' }],
    ['an address with a direction override', { ...details, contact: { ...details.contact, address: 'Hall\u202e' } }],
    ['a phone number that is not one', { ...details, contact: { ...details.contact, phone: 'call us' } }],
    ['an email address with no @', { ...details, contact: { ...details.contact, email: 'hello' } }],
    ['a script address as a social link', { ...details, socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] }],
    [
      'too many social links',
      { ...details, socialLinks: Array(SITE_DETAILS_LIMITS.socialLinks + 1).fill(details.socialLinks[0]) },
    ],
    ['no contact details', { ...details, contact: undefined }],
  ])('refuses %s (the app starts from the shipped details instead)', (_, value) => {
    expect(readBack(value)).toBeUndefined();
  });

  it('refuses what is not JSON, or too long to be the details', () => {
    expect(parsePageSiteDetails('{')).toBeUndefined();
    expect(parsePageSiteDetails(null)).toBeUndefined();
    expect(parsePageSiteDetails(`"${'x'.repeat(9_000)}"`)).toBeUndefined();
  });

  it('keeps only what a social link has', () => {
    const [link] =
      readBack({ ...details, socialLinks: [{ ...details.socialLinks[0], extra: '<b>' }] })?.socialLinks ?? [];
    expect(link).toEqual(details.socialLinks[0]);
    expect(isSocialLinkUrl('https://example.org')).toBe(true);
    expect(isSocialLinkUrl('/events')).toBe(false);
  });
});
