import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off the `new Function` parsers of the Zod the app uses, before Zod loads', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
