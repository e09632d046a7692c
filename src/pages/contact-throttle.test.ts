import { describe, expect, it } from 'vitest';
import {
  holdFor,
  holdText,
  MESSAGE_DAY_MS,
  MESSAGE_GAP_MS,
  MESSAGES_PER_DAY,
  nextSender,
  type SenderState,
} from './contact-throttle';

const NOW = 1_800_000_000_000;
const sender = (changes: Partial<SenderState> = {}): SenderState => ({
  lastSentAt: NOW - 2 * MESSAGE_GAP_MS,
  lastMessageId: 'a'.repeat(20),
  dayStartedAt: NOW - 60 * MESSAGE_GAP_MS,
  dayCount: 1,
  ...changes,
});

describe('the contact throttle (as firestore.rules: one a minute, five a day)', () => {
  it('lets the first message go, and starts a day with it', () => {
    expect(holdFor(null, NOW)).toBeNull();
    expect(nextSender(null, 'b'.repeat(20), NOW)).toEqual({ lastMessageId: 'b'.repeat(20), newDay: true, dayCount: 1 });
  });

  it('holds a message within a minute of the last one until the minute is up', () => {
    const last = NOW - 10_000;
    expect(holdFor(sender({ lastSentAt: last }), NOW)).toEqual({ reason: 'minute', until: last + MESSAGE_GAP_MS });
  });

  it('after a minute, counts the message in the same day', () => {
    const state = sender({ dayCount: 3 });
    expect(holdFor(state, NOW)).toBeNull();
    expect(nextSender(state, 'c'.repeat(20), NOW)).toEqual({
      lastMessageId: 'c'.repeat(20),
      newDay: false,
      dayCount: 4,
    });
  });

  it('holds the sixth message of a day until 24 hours after the first', () => {
    const state = sender({ dayCount: MESSAGES_PER_DAY });
    expect(holdFor(state, NOW)).toEqual({ reason: 'day', until: state.dayStartedAt + MESSAGE_DAY_MS });
  });

  it('24 hours after the first of a day, a new day starts', () => {
    const state = sender({ dayCount: MESSAGES_PER_DAY, dayStartedAt: NOW - MESSAGE_DAY_MS });
    expect(holdFor(state, NOW)).toBeNull();
    expect(nextSender(state, 'd'.repeat(20), NOW).newDay).toBe(true);
  });

  it('says plainly why a message waits and when it goes', () => {
    const time = () => 'Thursday 22:41';
    expect(holdText({ reason: 'minute', until: NOW }, time)).toBe(
      'You have sent a message in the last minute. This one waits, and goes at Thursday 22:41.',
    );
    expect(holdText({ reason: 'day', until: NOW }, time)).toContain('You have sent 5 messages today');
  });
});
