// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerender, setSiteSettings } from './prerender';

/**
 * What the build writes comes from the site settings it reads, as the live pages do: the organisation's
 * name and its contact details, never the shipped defaults once there are settings.
 */

const settings = {
  companyName: 'Thornbury Community Hub',
  contact: {
    address: 'Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR',
    email: 'hello@thornbury-hub.example',
    phone: '01632 960100',
    openingTimes: '',
  },
  socialLinks: [],
};

describe('pages prerendered with the site settings', () => {
  it('show the contact details from the settings on the contact page and in the footer', async () => {
    expect(setSiteSettings(settings)).toBe('Thornbury Community Hub');
    const { html } = await prerender('/contact');
    const footer = html.slice(html.indexOf('data-testid="footer-contact"'));
    for (const part of [html, footer]) {
      expect(part).toContain('35 High Street');
      expect(part).toContain('hello@thornbury-hub.example');
    }
    expect(html).toContain('01632 960100');
    expect(html).not.toContain('The Old Library');
    expect(html).not.toContain('hello@thornbury-hub.org.uk');
  }, 60_000);
});
