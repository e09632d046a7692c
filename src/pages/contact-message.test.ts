import { describe, expect, it } from 'vitest';
import { contactErrors, contactMailtoUrl, EMPTY_CONTACT_DRAFT, parseContactDraft } from './contact-message';

const valid: { name: string; email: string; subject: string; body: string; consent: true } = {
  name: 'Priya Shah',
  email: 'priya@example.co.uk',
  subject: 'Stall at the summer fair',
  body: 'Hello, could I book a stall for my cakes?',
  consent: true,
};

describe('contact message validation', () => {
  it('accepts a complete message', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it('names every missing field in plain words', () => {
    expect(contactErrors(EMPTY_CONTACT_DRAFT)).toEqual({
      name: 'Please tell us your name.',
      email: 'Please enter an email address we can reply to.',
      subject: 'Please add a subject, so we can pass it to the right person.',
      body: 'Please write a little more: at least 10 characters.',
      consent: 'Please confirm we may use your details to reply.',
    });
  });

  it.each([
    ['email', 'not-an-email', 'Please enter an email address we can reply to, like name@example.com.'],
    ['name', '   ', 'Please tell us your name.'],
    ['name', 'x'.repeat(101), 'Please keep your name under 100 characters.'],
    ['subject', 'x'.repeat(141), 'Please keep the subject under 140 characters.'],
    ['body', 'short', 'Please write a little more: at least 10 characters.'],
    ['body', 'x'.repeat(5001), 'Please keep your message under 5,000 characters.'],
  ])('explains a bad %s', (field, value, message) => {
    expect(contactErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe('drafts', () => {
  it('restores a well-formed draft and drops anything else', () => {
    expect(parseContactDraft({ ...valid, consent: false })).toEqual({ ...valid, consent: false });
    expect(parseContactDraft({ name: 1 })).toBeUndefined();
    expect(parseContactDraft('draft')).toBeUndefined();
  });
});

describe('contactMailtoUrl', () => {
  it('fills the subject and body, encoded', () => {
    const url = contactMailtoUrl('hello@example.org', valid);
    expect(url.startsWith('mailto:hello@example.org?subject=Stall%20at%20the%20summer%20fair&body=')).toBe(true);
    expect(decodeURIComponent(url.split('body=')[1] ?? '')).toContain('— Priya Shah (priya@example.co.uk)');
  });
});
