import { describe, expect, it } from 'vitest';
import { audioContentType, audioFilePath, audioFileSchema, audioUploadIdOf } from './audio-file';

describe('audio files', () => {
  it('are kept under audio/{collection}/{id}/{uploadId}/ with a safe name', () => {
    const path = audioFilePath('trailStops', 'spokes', 'abc123', 'Guide — Spokes.MP3');
    expect(path).toBe('audio/trailStops/spokes/abc123/Guide-Spokes.mp3');
    expect(audioUploadIdOf(path)).toBe('abc123');
    expect(audioUploadIdOf('documents/x/abc123/a.pdf')).toBeUndefined();
  });

  it('name the content types browsers give by the ones Storage accepts', () => {
    expect(audioContentType('audio/x-wav')).toBe('audio/wav');
    expect(audioContentType('audio/x-m4a')).toBe('audio/mp4');
    expect(audioContentType('audio/mpeg')).toBe('audio/mpeg');
  });

  it('accept a recording waiting for upload and refuse other kinds', () => {
    const file = { path: 'audio/trailStops/a/b/c.wav', url: '', contentType: 'audio/wav', size: 10, name: 'c.wav' };
    expect(audioFileSchema.safeParse(file).success).toBe(true);
    expect(audioFileSchema.safeParse({ ...file, contentType: 'video/mp4' }).success).toBe(false);
    expect(audioFileSchema.safeParse({ ...file, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
