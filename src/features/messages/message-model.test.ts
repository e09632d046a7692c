import { describe, expect, it, vi } from 'vitest';
import { filterInbox, matchesSearch, parseInbox, replyMailto, type InboxMessage } from './message-model';

const at = new Date('2026-11-20T14:05:00Z');

function message(changes: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm1',
    name: 'Zoë Brown',
    email: 'zoe@example.org',
    subject: 'Stall at the summer fair',
    body: 'Hello,\n\nCould I book a stall?\nThanks',
    handled: false,
    createdAt: at,
    pending: false,
    ...changes,
  };
}

describe('parseInbox', () => {
  it('reads stored messages (Firestore timestamps too) and treats a missing handled as not handled', () => {
    const stored = {
      name: 'Pat',
      email: 'pat@example.org',
      subject: 'Hi',
      body: 'Hello there',
      createdAt: { toDate: () => at },
    };
    expect(parseInbox([{ id: 'a', data: stored, pending: true }])).toEqual([
      { ...stored, createdAt: at, handled: false, id: 'a', pending: true },
    ]);
  });
  it('leaves out a malformed message instead of failing the inbox', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseInbox([{ id: 'bad', data: { name: 3 }, pending: false }])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('search and filter', () => {
  it('finds every word typed, in any field, ignoring case and accents', () => {
    expect(matchesSearch(message(), 'zoe STALL')).toBe(true);
    expect(matchesSearch(message(), 'example.org book')).toBe(true);
    expect(matchesSearch(message(), 'zoe parking')).toBe(false);
    expect(matchesSearch(message(), '  ')).toBe(true);
  });
  it('shows handled, not handled or all', () => {
    const list = [message({ id: 'a' }), message({ id: 'b', handled: true })];
    expect(filterInbox(list, '', 'unhandled').map((m) => m.id)).toEqual(['a']);
    expect(filterInbox(list, '', 'handled').map((m) => m.id)).toEqual(['b']);
    expect(filterInbox(list, '', 'all').map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('replyMailto', () => {
  it('writes to the sender with "Re:" and the message quoted under who wrote it and when', () => {
    const url = new URL(replyMailto(message()));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('zoe@example.org');
    expect(url.searchParams.get('subject')).toBe('Re: Stall at the summer fair');
    expect(url.searchParams.get('body')).toBe(
      '\n\nOn 20 Nov 2026, 14:05, Zoë Brown wrote:\n> Hello,\n>\n> Could I book a stall?\n> Thanks',
    );
  });
  it('does not stack "Re:" and keeps "&" and "?" in the subject from breaking the link', () => {
    const url = new URL(replyMailto(message({ subject: 'RE: Cakes & teas?' })));
    expect(url.searchParams.get('subject')).toBe('RE: Cakes & teas?');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });
});
