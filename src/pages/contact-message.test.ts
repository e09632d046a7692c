import { describe, expect, it } from 'vitest';
import {
  contactErrors,
  contactMessageSchema,
  EMPTY_CONTACT_DRAFT,
  looksAutomated,
  MIN_FORM_MS,
  parseContactDraft,
  parseOutbox,
  storedMessageFields,
} from './contact-message';

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

describe('anti-spam checks', () => {
  const base = { honeypot: '', typingStartedAt: 1_000, now: 1_000 + MIN_FORM_MS, restored: false };
  it('lets a person through who took a few seconds', () => {
    expect(looksAutomated(base)).toEqual({ drop: false, tooFast: false });
  });
  it('drops a message whose hidden field was filled in', () => {
    expect(looksAutomated({ ...base, honeypot: 'http://spam.example' })).toEqual({ drop: true, tooFast: false });
  });
  it('asks to check a form sent within moments of its first keystroke, unless a draft was restored', () => {
    expect(looksAutomated({ ...base, now: 1_500 })).toEqual({ drop: false, tooFast: true });
    expect(looksAutomated({ ...base, now: 1_500, restored: true })).toEqual({ drop: false, tooFast: false });
  });
  it('has nothing to time when nothing was typed (the browser filled the form in)', () => {
    expect(looksAutomated({ ...base, typingStartedAt: null, now: 1_500 })).toEqual({ drop: false, tooFast: false });
  });
});

describe('what is stored', () => {
  it('keeps only the allowed fields, trimmed, unhandled', () => {
    const message = contactMessageSchema.parse({ ...valid, name: '  Priya Shah ' });
    expect(storedMessageFields(message)).toEqual({ ...valid, handled: false });
    expect(storedMessageFields(message, 'sender-uid')).toEqual({ ...valid, handled: false, senderUid: 'sender-uid' });
  });
  it('refuses an email address the rules would refuse (over 254 characters)', () => {
    expect(contactErrors({ ...valid, email: `${'p'.repeat(243)}@example.org` })).toHaveProperty('email');
  });
});

describe('outbox entries', () => {
  it('drops damaged entries and keeps good ones', () => {
    const good = { id: 'a'.repeat(20), message: valid, handed: false };
    expect(parseOutbox([good, { id: 'short', message: valid, handed: false }, 'junk'])).toEqual([good]);
    expect(parseOutbox({})).toBeUndefined();
  });
});
