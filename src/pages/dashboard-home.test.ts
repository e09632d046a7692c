import { describe, expect, it } from 'vitest';
import { mergeRecent, readChange, waitingOnDevice, type DashboardType } from './dashboard-home';

const events: DashboardType = {
  path: 'events',
  plural: 'Events',
  singular: 'Event',
  dashboardPath: '/dashboard/events',
  editRole: 'editor',
};
const clubs: DashboardType = { ...events, path: 'clubs', plural: 'Clubs', singular: 'Club' };

const change = (type: DashboardType, id: string, iso: string) =>
  readChange(type, { id, data: { title: id, status: 'published', updatedAt: new Date(iso) }, pending: false });

describe('recent changes across types', () => {
  it('merges every type newest first and keeps the newest few', () => {
    const a = [change(events, 'e1', '2026-11-03T10:00Z'), change(events, 'e2', '2026-11-01T10:00Z')].flatMap(
      (c) => c ?? [],
    );
    const b = [change(clubs, 'c1', '2026-11-02T10:00Z')].flatMap((c) => c ?? []);
    expect(mergeRecent([a, b], 2).map((c) => c.id)).toEqual(['e1', 'c1']);
  });
  it('reads Firestore timestamps, names untitled items and skips documents without a time', () => {
    const read = readChange(clubs, {
      id: 'x',
      data: { title: ' ', updatedAt: { toDate: () => new Date('2026-11-02T10:00Z') } },
      pending: true,
    });
    expect(read).toMatchObject({ title: '(untitled)', status: 'draft', pending: true });
    expect(readChange(clubs, { id: 'y', data: { title: 'No time' }, pending: false })).toBeUndefined();
  });
});

describe('what waits on this device', () => {
  const nothing = { unsentChanges: 0, earlierUnsent: false, drafts: 0, unconfirmed: 0, messages: 0 };
  it('says nothing when nothing waits', () => {
    expect(waitingOnDevice(nothing)).toEqual([]);
  });
  it('names each kind, in plain words', () => {
    expect(waitingOnDevice({ unsentChanges: 2, earlierUnsent: true, drafts: 1, unconfirmed: 1, messages: 1 })).toEqual([
      '2 changes waiting to be sent',
      '1 saved item not yet confirmed by the server',
      '1 item with changes not saved yet',
      '1 contact message waiting to be sent',
    ]);
    expect(waitingOnDevice({ ...nothing, earlierUnsent: true })).toEqual([
      'Changes from an earlier visit waiting to be sent',
    ]);
  });
});
