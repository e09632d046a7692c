import './worker-globals-fake';
import { describe, expect, it } from 'vitest';
import { TRAIL_OFFLINE_CACHE } from '@/lib/trail-offline-files';
import { answerFromStore } from './trail-offline-store';

/** Cache Storage holding one store with `files` (a stand-in for the browser's; Response and Request are Node's). */
function storage(files: Record<string, string> | null): CacheStorage {
  const cache = {
    match: async (url: string) => (files && url in files ? new Response(files[url], { status: 200 }) : undefined),
  };
  return {
    has: async (name: string) => files !== null && name === TRAIL_OFFLINE_CACHE,
    open: async () => cache,
  } as unknown as CacheStorage;
}

const url = 'https://hub.example/trail/audio/stop-1.wav';

describe('the trail’s offline store in the service worker', () => {
  it('answers a stored file whole, and the part `<audio>` asks for with a Range request', async () => {
    const caches = storage({ [url]: '0123456789' });
    const whole = await answerFromStore(caches, new Request(url));
    expect(await whole?.text()).toBe('0123456789');
    const part = await answerFromStore(caches, new Request(url, { headers: { Range: 'bytes=2-5' } }));
    expect(part?.status).toBe(206);
    expect(part?.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part?.text()).toBe('2345');
  });

  it('leaves files that are not stored to the other routes', async () => {
    expect(await answerFromStore(storage({}), new Request(url))).toBeUndefined();
    expect(await answerFromStore(storage(null), new Request(url))).toBeUndefined();
  });
});
