import { describe, expect, it } from 'vitest';
import { isAudioRequest, isTrailFile } from './trail-offline-files';

const origin = 'https://hub.example';
const at = (address: string) => new URL(address, origin);

describe('the trail’s offline files', () => {
  it('are the demo’s files on this site and the trail’s Storage downloads', () => {
    expect(isTrailFile(at('/trail/audio/stop-1.wav'), origin)).toBe(true);
    expect(isTrailFile(at('/trail/images/stop-1.jpg'), origin)).toBe(true);
    expect(
      isTrailFile(
        at('https://firebasestorage.googleapis.com/v0/b/x/o/audio%2FtrailStops%2Fspokes%2Fabc%2Fguide.mp3?alt=media'),
        origin,
      ),
    ).toBe(true);
    expect(isTrailFile(at('http://127.0.0.1:9199/v0/b/x/o/images%2FtrailStops%2Fa%2Fb.jpg?alt=media'), origin)).toBe(
      true,
    );
  });

  it('leave everything else to the other routes', () => {
    expect(isTrailFile(at('/creative-trail'), origin)).toBe(false);
    expect(isTrailFile(at('/icons/icon-192.png'), origin)).toBe(false);
    expect(isTrailFile(at('https://elsewhere.example/trail/a.jpg'), origin)).toBe(false);
    expect(isTrailFile(at('https://firebasestorage.googleapis.com/v0/b/x/o/images%2Fevents%2Fa%2Fb.jpg'), origin)).toBe(
      false,
    );
  });

  it('know a recording by its destination or its name', () => {
    expect(isAudioRequest({ destination: 'audio', url: `${origin}/x` })).toBe(true);
    expect(isAudioRequest({ destination: '', url: `${origin}/trail/audio/stop-1.wav` })).toBe(true);
    expect(isAudioRequest({ destination: 'image', url: `${origin}/trail/images/stop-1.jpg` })).toBe(false);
  });
});
