import { describe, expect, it, vi } from 'vitest';

const countWaitingOf = vi.fn<(uid: string | null) => Promise<number>>();
vi.mock('./order-outbox', () => ({ orderOutbox: { countWaitingOf } }));

const { devicePart } = await import('./market-device-part');

describe('the market’s device part', () => {
  it('says how many order requests wait for the account, in words', async () => {
    countWaitingOf.mockResolvedValueOnce(1);
    expect(await devicePart.waitingOf?.('member')).toEqual({
      count: 1,
      text: '1 order request has not been sent to its shop yet.',
      whenOffline: 'It will be sent when you are back online.',
    });
    countWaitingOf.mockResolvedValueOnce(3);
    const three = await devicePart.waitingOf?.('member');
    expect(three?.text).toBe('3 order requests have not been sent to their shops yet.');
    expect(three?.whenOffline).toBe('They will be sent when you are back online.');
    expect(countWaitingOf).toHaveBeenCalledWith('member');
  });
});
