import * as z from 'zod';
import { timestamp } from '@/collections/content-schema';
import { londonShortDateTime } from '@/lib/london-time';

/** A contact message as stored in `messages/{id}` (written by the contact page, checked by the rules). */
export const storedMessageSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  // Messages from before the inbox have no `handled`: they count as not handled.
  handled: z.boolean().default(false),
  createdAt: timestamp,
});

export type InboxMessage = z.infer<typeof storedMessageSchema> & { id: string; pending: boolean };

/** The documents that parse, in the order given; anything malformed is left out (and logged once). */
export function parseInbox(documents: readonly { id: string; data: unknown; pending: boolean }[]): InboxMessage[] {
  return documents.flatMap((document) => {
    const result = storedMessageSchema.safeParse(document.data);
    if (result.success) return [{ ...result.data, id: document.id, pending: document.pending }];
    console.warn(`Message ${document.id} could not be read`, result.error.issues);
    return [];
  });
}

/** Case- and accent-insensitive: every word typed must appear in the name, email, subject or body. */
export function matchesSearch(message: InboxMessage, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold([message.name, message.email, message.subject, message.body].join('\n'));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export type InboxFilter = 'all' | 'unhandled' | 'handled';

export function filterInbox(messages: readonly InboxMessage[], search: string, filter: InboxFilter): InboxMessage[] {
  return messages.filter(
    (message) => (filter === 'all' || message.handled === (filter === 'handled')) && matchesSearch(message, search),
  );
}

/**
 * A reply in the admin's own email app: to the sender, "Re: " and the subject, and the message quoted
 * below with who wrote it and when.
 */
export function replyMailto(message: Pick<InboxMessage, 'name' | 'email' | 'subject' | 'body' | 'createdAt'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const quoted = message.body
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const body = `\n\nOn ${londonShortDateTime(message.createdAt)}, ${message.name} wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
