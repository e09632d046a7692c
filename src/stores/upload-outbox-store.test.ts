import { describe, expect, it } from 'vitest';
import { setOutboxSummary, uploadOutboxStore, uploadsLabel } from './upload-outbox-store';

describe('the sync badge’s uploads', () => {
  it('counts photos waiting to upload, with progress once sending has begun', () => {
    expect(uploadsLabel(0, 0, 0)).toBeNull();
    expect(uploadsLabel(1, 0, 500)).toBe('1 photo waiting to upload');
    expect(uploadsLabel(2, 0, 500)).toBe('2 photos waiting to upload');
    expect(uploadsLabel(2, 200, 500)).toBe('2 photos waiting to upload · 40%');
    // Never 100% while something still waits.
    expect(uploadsLabel(1, 500, 500)).toBe('1 photo waiting to upload · 99%');
  });

  it('holds the outbox’s summary', () => {
    setOutboxSummary({ waiting: 3, sent: 1, total: 9, entries: {} });
    expect(uploadOutboxStore).toMatchObject({ waiting: 3, sent: 1, total: 9 });
  });
});
