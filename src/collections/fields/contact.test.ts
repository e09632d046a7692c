import { describe, expect, it } from 'vitest';
import { contactDetails, contactSchema, mailtoHref, telHref, telNumber } from './contact';

describe('telNumber', () => {
  it.each([
    ['01632 960101', '+441632960101'],
    ['01454 123456', '+441454123456'],
    ['07700 900123', '+447700900123'],
    ['(01454) 123-456', '+441454123456'],
    ['+44 (0)1454 123456', '+441454123456'],
    ['0044 1454 123456', '+441454123456'],
    ['020 7946 0000', '+442079460000'],
    ['111', '111'],
    ['+1 202 555 0100', '+12025550100'],
  ])('dials %j as %j', (phone, tel) => {
    expect(telNumber(phone)).toBe(tel);
  });

  it.each(['', 'ring the office', '01454', '+44 12', '0145412345678', 'tel:01454123456'])('refuses %j', (phone) => {
    expect(telNumber(phone)).toBeNull();
  });

  it('makes tel: and mailto: links', () => {
    expect(telHref('01632 960101')).toBe('tel:+441632960101');
    expect(telHref('nope')).toBeNull();
    expect(mailtoHref(' hello@club.example ')).toBe('mailto:hello@club.example');
  });
});

describe('contactSchema', () => {
  const messages = (value: unknown) => contactSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('accepts the seed shape', () => {
    expect(contactSchema.safeParse(contactDetails('run', 'thornbury-running-club', '01632 960201')).success).toBe(true);
    expect(contactSchema.safeParse({ email: null, phone: '01632 960201', website: null }).success).toBe(true);
  });

  it.each([
    [{ email: 'not an email', phone: null, website: null }, 'Please give an email address like name@example.org.'],
    [
      { email: `${'a'.repeat(250)}@x.org`, phone: null, website: null },
      'Please keep the email address under 254 characters.',
    ],
    [
      { email: null, phone: 'ring us', website: null },
      'Please give a UK phone number, like 01454 123456 or 07700 900123.',
    ],
    [{ email: null, phone: '0'.repeat(31), website: null }, 'Please keep the phone number under 30 characters.'],
    [
      { email: null, phone: null, website: 'javascript:alert(1)' },
      'Please give a full web address, starting with https://.',
    ],
    [
      { email: null, phone: null, website: 'ftp://files.example' },
      'Please give a full web address, starting with https://.',
    ],
    [
      { email: null, phone: null, website: null },
      'Please give at least one way to get in touch, or leave contact details out.',
    ],
  ])('rejects %j', (value, message) => {
    expect(messages(value)).toContain(message);
  });
});
