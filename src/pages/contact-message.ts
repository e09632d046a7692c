import { formErrors } from '@/lib/form-errors';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import * as z from 'zod';

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

/** An email link with the message filled in; the visitor's own email app sends it. */
export function contactMailtoUrl(to: string, message: ContactMessage): string {
  const body = `${message.body.trim()}\n\n— ${message.name.trim()} (${message.email.trim()})`;
  return `mailto:${to}?subject=${encodeURIComponent(message.subject.trim())}&body=${encodeURIComponent(body)}`;
}
