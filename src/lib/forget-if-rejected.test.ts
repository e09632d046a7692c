import { describe, expect, it } from 'vitest';
import { forgetIfRejected } from './forget-if-rejected';

describe('forgetIfRejected', () => {
  it('forgets a failed load, so the next attempt starts afresh, and passes the failure on', async () => {
    let kept: Promise<string> | undefined;
    let attempts = 0;
    const load = () => {
      kept ??= forgetIfRejected(
        (attempts += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('loaded'),
        () => {
          kept = undefined;
        },
      );
      return kept;
    };
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(attempts).toBe(2);
  });
});
