import { describe, expect, it } from 'vitest';
import { setOutboxSummary, uploadOutboxStore, uploadsLabel } from './upload-outbox-store';

const label = (waiting: number, waitingFiles: number, sent: number, total: number) =>
  uploadsLabel({ waiting, waitingFiles, sent, total });

describe('the sync badge’s uploads', () => {
  it('counts photos waiting to upload, with progress once sending has begun', () => {
    expect(label(0, 0, 0, 0)).toBeNull();
    expect(label(1, 0, 0, 500)).toBe('1 photo waiting to upload');
    expect(label(2, 0, 0, 500)).toBe('2 photos waiting to upload');
    expect(label(2, 0, 200, 500)).toBe('2 photos waiting to upload · 40%');
    // Never 100% while something still waits.
    expect(label(1, 0, 500, 500)).toBe('1 photo waiting to upload · 99%');
    // A summary from before files were counted is all photos.
    expect(uploadsLabel({ waiting: 3, sent: 0, total: 9 })).toBe('3 photos waiting to upload');
  });

  it('counts documents’ files apart from photos', () => {
    expect(label(1, 1, 0, 500)).toBe('1 file waiting to upload');
    expect(label(2, 2, 0, 500)).toBe('2 files waiting to upload');
    expect(label(3, 1, 0, 500)).toBe('2 photos and 1 file waiting to upload');
    expect(label(2, 1, 250, 500)).toBe('1 photo and 1 file waiting to upload · 50%');
    expect(label(4, 2, 0, 500)).toBe('2 photos and 2 files waiting to upload');
  });

  it('holds the outbox’s summary', () => {
    setOutboxSummary({ waiting: 3, waitingFiles: 1, sent: 1, total: 9, entries: {} });
    expect(uploadOutboxStore).toMatchObject({ waiting: 3, waitingFiles: 1, sent: 1, total: 9 });
    setOutboxSummary({ waiting: 2, sent: 0, total: 4, entries: {} });
    expect(uploadOutboxStore).toMatchObject({ waiting: 2, waitingFiles: 0 });
  });
});
