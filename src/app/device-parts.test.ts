import { describe, expect, it, vi } from 'vitest';
import type { DevicePart } from '@/collections/device-part';
import { deviceHooks, loadDeviceParts } from './device-parts';

describe('device parts', () => {
  it('finds each feature’s part by its file name, named for its folder', async () => {
    const parts = await loadDeviceParts();
    expect(parts.map((part) => part.feature)).toEqual(['documents', 'market']);
    const [documents, market] = parts as [DevicePart, DevicePart];
    expect(documents.forgetDownloads).toBeTypeOf('function');
    expect(market.forgetAccount).toBeTypeOf('function');
    expect(market.waitingOf).toBeTypeOf('function');
    expect(market.resume).toBeTypeOf('function');
  });

  it('asks every part, leaves out what has nothing waiting, and says when forgetting failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forgotten: string[] = [];
    const parts: DevicePart[] = [
      {
        feature: 'broken',
        forgetAccount: () => Promise.reject(new Error('no database')),
        waitingOf: () => Promise.reject(new Error('no database')),
      },
      {
        feature: 'bookings',
        forgetAccount: async (uid) => {
          forgotten.push(`bookings of ${uid}`);
        },
        waitingOf: async () => ({
          count: 2,
          text: '2 bookings have not been sent yet.',
          whenOffline: 'They go later.',
        }),
      },
      {
        feature: 'quiet',
        waitingOf: async () => ({ count: 0, text: 'Nothing.', whenOffline: '' }),
      },
    ];
    const hooks = deviceHooks(async () => parts);
    // The broken part's failure is thrown, after the others have forgotten theirs.
    await expect(hooks.forgetAccount('uid-1')).rejects.toThrow('no database');
    expect(forgotten).toEqual(['bookings of uid-1']);
    expect(await hooks.waitingOf('uid-1')).toEqual([
      { count: 2, text: '2 bookings have not been sent yet.', whenOffline: 'They go later.' },
    ]);
    expect(warn).toHaveBeenCalledWith('broken: its device part failed', expect.any(Error));
    warn.mockRestore();
  });

  it('counts nothing when the parts cannot load, and forgetting then fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hooks = deviceHooks(() => Promise.reject(new Error('offline')));
    expect(await hooks.waitingOf('uid-1')).toEqual([]);
    await expect(hooks.forgetAccount('uid-1')).rejects.toThrow('offline');
    warn.mockRestore();
  });
});
