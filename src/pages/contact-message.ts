import { entriesParser, newEntryId } from '@/collections/outbox/queue-entries';
import { formErrors } from '@/lib/form-errors';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import * as z from 'zod';
import { holdSchema } from './contact-throttle';

/** A message to the association: the schema is the type, the form's validator and the draft check. */
export const contactMessageSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please tell us your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address we can reply to.')
    .max(254, 'Please keep the email address under 254 characters.')
    .pipe(z.email('Please enter an email address we can reply to, like name@example.com.')),
  subject: singleLineString()
    .trim()
    .min(1, 'Please add a subject, so we can pass it to the right person.')
    .max(140, 'Please keep the subject under 140 characters.'),
  body: multiLineString()
    .trim()
    .min(10, 'Please write a little more: at least 10 characters.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
  consent: z.literal(true, 'Please confirm we may use your details to reply.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What the form holds while someone is typing (consent may still be unticked). */
export type ContactDraft = Omit<ContactMessage, 'consent'> & { consent: boolean };

export const EMPTY_CONTACT_DRAFT: ContactDraft = { name: '', email: '', subject: '', body: '', consent: false };

/** Field → first message, the shape Mantine form expects. */
export const contactErrors: (values: ContactDraft) => Record<string, string> = formErrors(contactMessageSchema);

/** A saved draft is restored only if it has the right shape; anything else is dropped. */
export const contactDraftSchema = z.object({
  name: z.string().max(1000),
  email: z.string().max(1000),
  subject: z.string().max(1000),
  body: z.string().max(20_000),
  consent: z.boolean(),
});

export function parseContactDraft(raw: unknown): ContactDraft | undefined {
  const result = contactDraftSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** A person takes longer than this to fill in the form; a script posting it straight away does not. */
export const MIN_FORM_MS = 3_000;

/**
 * Whether a submission looks automated: the hidden field people never see was filled in, or the form was
 * sent within moments of the first key typed in it (`typingStartedAt`). Timed from the first keystroke,
 * not from opening the page: a form the browser filled in for the person (autofill, which types nothing)
 * or a page left open says nothing about how fast someone typed. A restored draft has had its time
 * already, and a form with nothing typed has nothing to time.
 */
export function looksAutomated(check: {
  honeypot: string;
  typingStartedAt: number | null;
  now: number;
  restored: boolean;
}): { drop: boolean; tooFast: boolean } {
  if (check.honeypot.trim() !== '') return { drop: true, tooFast: false };
  const started = check.typingStartedAt;
  return { drop: false, tooFast: !check.restored && started !== null && check.now - started < MIN_FORM_MS };
}

/**
 * What is stored in `messages/{id}`, less `createdAt` (the server's time, set on arrival). A message carries
 * the account that sent it (`senderUid`; an anonymous one for a visitor), so its sender can read it back
 * (the outbox checks it arrived) and, signed in, download and delete it later.
 */
export function storedMessageFields(message: ContactMessage, senderUid: string | null = null) {
  return {
    name: message.name.trim(),
    email: message.email.trim(),
    subject: message.subject.trim(),
    body: message.body.trim(),
    consent: true as const,
    handled: false,
    ...(senderUid ? { senderUid } : {}),
  };
}

/** A message waiting on this device: kept until Firestore has it in its own queue (`handed`), then until sent. */
export const outboxEntrySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{20}$/),
  message: contactMessageSchema,
  handed: z.boolean(),
  /** Held by the throttle (contact-throttle.ts): why, and when it may go. */
  hold: holdSchema.optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The saved outbox, with any damaged entry dropped. */
export const parseOutbox: (raw: unknown) => OutboxEntry[] | undefined = entriesParser(outboxEntrySchema);

/** A Firestore-style document id made on the device, so a message sent twice is still one document. */
export const newMessageId: (random?: (values: Uint8Array) => Uint8Array) => string = newEntryId;
