import { describe, expect, it } from 'vitest';
import { assembleExport, exportFileName, type ExportInput } from './account-export';
import { anonymisedCustomer, deletionPlan, MAX_BATCH_WRITES, photoFiles } from './deletion-plan';
import { digestChoice, summariseFollows } from './follows-summary';

const input = (changes: Partial<ExportInput> = {}): ExportInput => ({
  uid: 'me',
  signIn: { email: 'me@example.org', displayName: 'Me', emailVerified: true, createdAt: '2026-01-02T03:04:05.000Z' },
  account: {
    displayName: 'Me',
    email: 'me@example.org',
    roles: ['member'],
    follows: { collections: ['events'], tags: ['choir'], ids: ['club-1'] },
    notifications: { digest: 'weekly' },
    createdAt: new Date('2026-01-02T03:04:05Z'),
  },
  orders: [
    { id: 'older', data: { customer: { uid: 'me', name: 'Me' }, createdAt: new Date('2026-03-01T10:00:00Z') } },
    { id: 'newer', data: { customer: { uid: 'me', name: 'Me' }, createdAt: new Date('2026-04-01T10:00:00Z') } },
    { id: 'someone-else', data: { customer: { uid: 'you', name: 'You' }, createdAt: new Date() } },
  ],
  messages: [{ id: 'm1', data: { subject: 'Stall', senderUid: 'me', createdAt: new Date('2026-02-01T09:00:00Z') } }],
  sellerRequest: {
    id: 'me',
    data: { uid: 'me', name: 'Me', email: 'me@example.org', phone: '07700 900123', status: 'pending' },
  },
  exportedAt: new Date('2026-11-24T20:00:00Z'),
  ...changes,
});

describe('assembleExport', () => {
  it('holds the account, follows, choices, the person’s own orders (newest first) and their messages', () => {
    const file = assembleExport(input());
    expect(file.exportedAt).toBe('2026-11-24T20:00:00.000Z');
    expect(file.account).toMatchObject({
      uid: 'me',
      email: 'me@example.org',
      roles: ['member'],
      emailVerified: true,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(file.account).not.toHaveProperty('follows');
    expect(file.follows).toEqual({ collections: ['events'], tags: ['choir'], ids: ['club-1'] });
    expect(file.notifications).toEqual({ digest: 'weekly' });
    expect(file.orders.map((order) => (order as { id: string }).id)).toEqual(['newer', 'older']);
    expect(file.orders[0]).toMatchObject({ createdAt: '2026-04-01T10:00:00.000Z' });
    expect(file.messages).toEqual([
      { id: 'm1', subject: 'Stall', senderUid: 'me', createdAt: '2026-02-01T09:00:00.000Z' },
    ]);
    expect(file.sellerRequest).toEqual({
      id: 'me',
      uid: 'me',
      name: 'Me',
      email: 'me@example.org',
      phone: '07700 900123',
      status: 'pending',
    });
  });

  it('round-trips through JSON and works for an account without a profile document', () => {
    const file = assembleExport(input({ account: null, orders: [], messages: [], sellerRequest: null }));
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
    expect(file.follows).toBeNull();
    expect(file.sellerRequest).toBeNull();
    expect(file.account).toMatchObject({ uid: 'me', email: 'me@example.org' });
  });

  it('names the file by the day', () => {
    expect(exportFileName(new Date('2026-11-24T20:00:00Z'))).toBe('thornbury-hub-my-data-2026-11-24.json');
  });
});

describe('deletionPlan', () => {
  it('anonymises the orders, deletes the messages, then the request to sell with the account document', () => {
    const plan = deletionPlan({
      uid: 'me',
      orders: [
        { id: 'o1', customerName: 'Me' },
        { id: 'o2', customerName: 'Deleted account' },
      ],
      messageIds: ['m1'],
      sellerRequest: true,
    });
    expect(plan.batches).toEqual([
      [
        { kind: 'anonymise-order', path: 'orders/o1', change: { customer: anonymisedCustomer('me'), note: '' } },
        { kind: 'delete', path: 'messages/m1' },
      ],
      [
        { kind: 'delete', path: 'sellerRequests/me' },
        { kind: 'delete', path: 'users/me' },
      ],
    ]);
    expect(plan).toMatchObject({ ordersAnonymised: 1, messagesDeleted: 1 });
  });

  it('deletes only the account document when there is nothing else', () => {
    const plan = deletionPlan({ uid: 'me', orders: [], messageIds: [], sellerRequest: false });
    expect(plan.batches).toEqual([[{ kind: 'delete', path: 'users/me' }]]);
  });

  it('keeps no name, email or phone in an anonymised order, only the account id', () => {
    expect(anonymisedCustomer('me')).toEqual({
      name: 'Deleted account',
      email: 'deleted-account@invalid',
      phone: null,
      uid: 'me',
    });
  });

  it('splits however many records there are into batches Firestore accepts, the account document last', () => {
    const orders = Array.from({ length: 300 }, (_, index) => ({ id: `o${index}`, customerName: 'Me' }));
    const messageIds = Array.from({ length: MAX_BATCH_WRITES }, (_, index) => `m${index}`);
    const plan = deletionPlan({ uid: 'me', orders, messageIds, sellerRequest: false });
    expect(plan.batches.map((batch) => batch.length)).toEqual([MAX_BATCH_WRITES, 300, 1]);
    expect(plan.batches.flat().filter((write) => write.kind === 'anonymise-order')).toHaveLength(300);
    expect(plan.batches.flat().filter((write) => write.path.startsWith('messages/'))).toHaveLength(MAX_BATCH_WRITES);
    expect(plan.batches.at(-1)).toEqual([{ kind: 'delete', path: 'users/me' }]);
  });
});

describe('summariseFollows and digestChoice', () => {
  it('reads the follows defensively', () => {
    expect(summariseFollows({ collections: ['events', 3], tags: ['choir'], ids: ['a', 'b'] })).toEqual({
      collections: ['events'],
      tags: ['choir'],
      items: 2,
    });
    expect(summariseFollows(null)).toEqual({ collections: [], tags: [], items: 0 });
    expect(summariseFollows('nonsense')).toEqual({ collections: [], tags: [], items: 0 });
  });

  it('reads the digest choice, none by default', () => {
    expect(digestChoice({ digest: 'weekly' })).toBe('weekly');
    expect(digestChoice({ digest: 'hourly' })).toBe('none');
    expect(digestChoice(undefined)).toBe('none');
  });
});

describe('photoFiles', () => {
  it("lists the person's photo and its small copy, to delete with the account", () => {
    expect(
      photoFiles({
        path: 'images/users/u1/abc.webp',
        url: 'https://example.org/a',
        small: { path: 'images/users/u1/abc-small.webp' },
      }),
    ).toEqual(['images/users/u1/abc.webp', 'images/users/u1/abc-small.webp']);
    expect(photoFiles({ path: 'images/users/u1/abc.jpg' })).toEqual(['images/users/u1/abc.jpg']);
  });

  it('deletes nothing when there is no photo, or one that is not under images/users', () => {
    expect(photoFiles(null)).toEqual([]);
    expect(photoFiles(undefined)).toEqual([]);
    expect(photoFiles({ path: 'images/events/e1/a.jpg' })).toEqual([]);
    expect(photoFiles('https://example.org/me.jpg')).toEqual([]);
  });
});
