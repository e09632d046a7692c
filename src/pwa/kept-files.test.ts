import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from './cache-storage-fake';
import { keepFiles, keepFilesFewAtATime, pruneKeptFiles } from './kept-files';

const file = (name: string) => `https://hub.example/assets/${name}.js`;
const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(file);

describe('files kept outside the precache', () => {
  it('keeps only what it does not hold yet, all or none', async () => {
    const device = memoryCacheStorage({ code: [file('a')] }, new Set(FILES));
    await keepFiles(device.storage, 'code', [file('a'), file('b')]);
    expect(device.fetched).toEqual([file('b')]);

    const offline = memoryCacheStorage({}, new Set([file('a')]));
    await expect(keepFiles(offline.storage, 'code', [file('a'), file('b')])).rejects.toThrow(/Failed to fetch/);
    expect(offline.contents('code')).toEqual([]);
  });

  it('a few at a time: never more requests at once than asked, each file kept as it arrives', async () => {
    const device = memoryCacheStorage({ code: [file('a')] }, new Set(FILES));
    await keepFilesFewAtATime(device.storage, 'code', FILES, 2);
    expect(device.mostAtOnce()).toBe(2);
    expect(device.fetched).not.toContain(file('a'));
    expect(device.contents('code')).toEqual([...FILES].sort());
  });

  it('a few at a time: stops at a file it cannot fetch, and keeps the ones that came', async () => {
    const device = memoryCacheStorage({}, new Set([file('a'), file('b')]));
    await expect(keepFilesFewAtATime(device.storage, 'code', FILES, 1)).rejects.toThrow(/Failed to fetch/);
    expect(device.contents('code')).toEqual([file('a'), file('b')]);
    // Stopped at the first failure rather than asking for every other file of a dead connection.
    expect(device.fetched).toHaveLength(2);
  });

  it('removes what the current version no longer has', async () => {
    const device = memoryCacheStorage({ code: [file('old'), file('a')] });
    await pruneKeptFiles(device.storage, 'code', [file('a'), file('b')]);
    expect(device.contents('code')).toEqual([file('a')]);
  });
});
