import * as z from 'zod';

/**
 * The contact form's throttle, as firestore.rules enforces it (`match /messageSenders/{uid}`): each
 * account sends at most one message a minute, and five in the 24 hours from the first of a run. The
 * rules have the last word; this says the same to the person before they are refused, and when a
 * message kept on the device can go.
 */
export const MESSAGE_GAP_MS = 60_000;
export const MESSAGES_PER_DAY = 5;
export const MESSAGE_DAY_MS = 24 * 60 * 60_000;

/** `messageSenders/{uid}` as read (times as milliseconds). */
export const senderStateSchema = z.object({
  lastSentAt: z.number(),
  lastMessageId: z.string(),
  dayStartedAt: z.number(),
  dayCount: z.number().int().min(1),
});
export type SenderState = z.infer<typeof senderStateSchema>;

/** Why a message waits (one was sent in the last minute, or the day's five are used), and until when (ms). */
export const holdSchema = z.object({ reason: z.enum(['minute', 'day']), until: z.number() });
export type Hold = z.infer<typeof holdSchema>;

/** Whether a message may go now, from the sender's throttle document (none: their first message). */
export function holdFor(sender: SenderState | null, now: number): Hold | null {
  if (!sender) return null;
  const dayEnds = sender.dayStartedAt + MESSAGE_DAY_MS;
  if (now < dayEnds && sender.dayCount >= MESSAGES_PER_DAY) return { reason: 'day', until: dayEnds };
  const gapEnds = sender.lastSentAt + MESSAGE_GAP_MS;
  if (now < gapEnds) return { reason: 'minute', until: gapEnds };
  return null;
}

/**
 * The throttle document to write with message `id` (when `holdFor` allows it): the same day's count up by
 * one (its start kept exactly as stored: the rules compare it), or a new day from the server's time.
 */
export function nextSender(
  sender: SenderState | null,
  id: string,
  now: number,
): { lastMessageId: string; newDay: boolean; dayCount: number } {
  if (!sender || now >= sender.dayStartedAt + MESSAGE_DAY_MS) return { lastMessageId: id, newDay: true, dayCount: 1 };
  return { lastMessageId: id, newDay: false, dayCount: sender.dayCount + 1 };
}

/** What the page says while a message waits for the throttle; `time` shows a moment (London time). */
export function holdText(hold: Hold, time: (at: number) => string): string {
  return hold.reason === 'minute'
    ? `You have sent a message in the last minute. This one waits, and goes at ${time(hold.until)}.`
    : `You have sent ${MESSAGES_PER_DAY} messages today, the most we take from one person in a day. This one waits, and goes at ${time(hold.until)}.`;
}
