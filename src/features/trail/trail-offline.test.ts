import { describe, expect, it } from 'vitest';
import { aboutSize, trailFiles, trailFileUrls, totalBytes } from './trail-offline';

const image = (n: number) => ({
  path: `/trail/images/stop-${n}.jpg`,
  url: `/trail/images/stop-${n}.jpg`,
  alt: 'A picture',
  width: 800,
  height: 500,
  small: { path: `/s${n}.jpg`, url: `/trail/images/stop-${n}-small.jpg`, width: 400, height: 250 },
});
const audio = (n: number, url = `/trail/audio/stop-${n}.wav`) => ({
  path: `audio/trailStops/s${n}/seed/stop-${n}.wav`,
  url,
  contentType: 'audio/wav' as const,
  size: 24_044,
  name: `stop-${n}.wav`,
});

describe('the offline bundle', () => {
  it('lists each stop’s pictures and recording once, leaving out waiting uploads and unsafe addresses', () => {
    const stops = [
      { image: image(1), audio: audio(1) },
      { image: image(2), audio: audio(2, '') },
      { image: null, audio: audio(3, 'javascript:alert(1)') },
      { image: image(1), audio: null },
    ];
    expect(trailFileUrls(stops)).toEqual([
      '/trail/images/stop-1.jpg',
      '/trail/images/stop-1-small.jpg',
      '/trail/audio/stop-1.wav',
      '/trail/images/stop-2.jpg',
      '/trail/images/stop-2-small.jpg',
    ]);
  });

  it('adds up the sizes the server gives, or the recording’s own size when it gives none', async () => {
    const sizes: Record<string, number | null> = {
      '/trail/images/stop-1.jpg': 30_000,
      '/trail/images/stop-1-small.jpg': 9_000,
      '/trail/audio/stop-1.wav': null,
    };
    const files = await trailFiles([{ image: image(1), audio: audio(1) }], async (url) => sizes[url] ?? null);
    expect(files).toEqual([
      { url: '/trail/images/stop-1.jpg', bytes: 30_000 },
      { url: '/trail/images/stop-1-small.jpg', bytes: 9_000 },
      { url: '/trail/audio/stop-1.wav', bytes: 24_044 },
    ]);
    expect(totalBytes(files)).toBe(63_044);
  });

  it('says the size as people read it', () => {
    expect(aboutSize(63_044)).toBe('About 63 KB');
    expect(aboutSize(200)).toBe('About 1 KB');
    expect(aboutSize(1_000_000)).toBe('About 1 MB');
    expect(aboutSize(8_960_000)).toBe('About 9 MB');
    expect(aboutSize(2_460_000)).toBe('About 2.5 MB');
    expect(aboutSize(12_400_000)).toBe('About 12 MB');
  });
});
