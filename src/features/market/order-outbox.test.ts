import { beforeEach, describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { createOrderOutbox, requestsShownTo, type OrderSender, type OutboxStorage } from './order-outbox';
import { newOrderId, type OutboxEntry } from './order-request';
import { jamOrderEntry } from './order-test-helpers';

/**
 * The outbox against a stand-in server that behaves as Firestore and the rules do: the first create of
 * an id makes the order, a second is refused (and found to exist), a closed shop refuses.
 */

function memoryStorage(): OutboxStorage & { entries: OutboxEntry[] } {
  const storage = {
    entries: [] as OutboxEntry[],
    read: async () => storage.entries,
    change: async (apply: (entries: OutboxEntry[]) => OutboxEntry[]) => {
      storage.entries = apply(storage.entries);
      return storage.entries;
    },
  };
  return storage;
}

class FakeServer {
  orders = new Map<string, Record<string, unknown>>();
  creates = 0;
  online = true;
  /** Creates waiting for the connection (Firestore keeps them in its queue). */
  queued: (() => void)[] = [];
  closedShops = new Set<string>();

  /** Who is signed in on the device: `uid` once account() has been asked for (it signs in when need be). */
  signedIn: string | null = null;

  sender(uid: string): OrderSender {
    return {
      current: async () => this.signedIn,
      account: async () => {
        if (!this.online) throw new Error('auth/network-request-failed');
        this.signedIn = uid;
        return uid;
      },
      create: (id, fields) =>
        new Promise((resolve) => {
          const arrive = () => {
            this.creates += 1;
            if (this.orders.has(id)) {
              resolve((this.orders.get(id)?.customer as { uid: string }).uid === uid ? 'sent' : 'refused');
            } else if (this.closedShops.has(fields.shopId as string)) resolve('refused');
            else {
              this.orders.set(id, fields);
              resolve('sent');
            }
          };
          if (this.online) arrive();
          else this.queued.push(arrive);
        }),
    };
  }

  reconnect(): void {
    this.online = true;
    for (const arrive of this.queued.splice(0)) arrive();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the order outbox', () => {
  let server: FakeServer;
  let storage: ReturnType<typeof memoryStorage>;
  let online: boolean;
  const store = () => proxy({ entries: [] as OutboxEntry[], hydrated: false, sending: [] as string[] });
  /** The outbox of a visitor's device (its anonymous account), over the test's storage and server. */
  const anonymousOutbox = (view = store()) =>
    createOrderOutbox(
      storage,
      async () => server.sender('anon-1'),
      () => online,
      view,
    );

  beforeEach(() => {
    server = new FakeServer();
    storage = memoryStorage();
    online = true;
  });

  it('sends a request once and forgets it when the server has it', async () => {
    const view = store();
    const outbox = anonymousOutbox(view);
    const id = newOrderId();
    await outbox.add(jamOrderEntry(id));
    await outbox.process();
    await settle();
    expect(server.orders.size).toBe(1);
    const order = server.orders.get(id);
    expect(order).toMatchObject({
      shopId: 'castle-street-bakery-pantry',
      reference: id.slice(0, 6).toUpperCase(),
      status: 'requested',
      cancelReason: null,
      updatedBy: 'anon-1',
      consent: true,
      customer: { name: 'Priya Shah', email: 'priya@example.co.uk', phone: null, uid: 'anon-1' },
    });
    expect(storage.entries).toEqual([]);
    expect(view.entries).toEqual([]);
    expect(view.sending).toEqual([]);
  });

  it('offline, keeps the request on the device and sends it once on reconnect', async () => {
    online = false;
    server.online = false;
    const view = store();
    const outbox = anonymousOutbox(view);
    await outbox.add(jamOrderEntry(newOrderId()));
    await outbox.process();
    await settle();
    expect(server.creates).toBe(0);
    expect(view.entries).toHaveLength(1);
    expect(view.entries[0]?.state).toBe('waiting');

    // A reload while offline: a new outbox reads the same storage, and still holds the request.
    const afterReload = anonymousOutbox(view);
    await afterReload.process();
    expect(view.entries).toHaveLength(1);

    online = true;
    server.reconnect();
    await afterReload.process();
    await afterReload.process();
    await settle();
    expect(server.orders.size).toBe(1);
    expect(storage.entries).toEqual([]);
  });

  it('sendAndWait returns once the server has answered, so nothing it already has is counted as waiting', async () => {
    const outbox = anonymousOutbox();
    const id = newOrderId();
    // Made on this device and already on the server (sent before a reload, its answer never heard).
    storage.entries = [jamOrderEntry(id)];
    server.orders.set(id, { customer: { uid: 'anon-1' } });
    expect(await outbox.countWaitingOf(null)).toBe(1);
    await outbox.sendAndWait(5_000);
    expect(await outbox.countWaitingOf(null)).toBe(0);
  });

  it('sendAndWait gives up after its time when the server does not answer, and the request still waits', async () => {
    const outbox = anonymousOutbox();
    storage.entries = [jamOrderEntry(newOrderId())];
    // Signed in, but the connection dropped: the create sits in Firestore's queue.
    server.sender = ((original) => (uid: string) => ({ ...original(uid), create: () => new Promise(() => undefined) }))(
      server.sender.bind(server),
    );
    await outbox.sendAndWait(20);
    expect(await outbox.countWaitingOf(null)).toBe(1);
  });

  it('sending again after a reload is idempotent: the existing order counts as sent', async () => {
    const id = newOrderId();
    const firstTab = anonymousOutbox();
    await firstTab.add(jamOrderEntry(id));
    // The connection went as the first create was on its way: it waits in Firestore's queue.
    server.online = false;
    const secondVisit = anonymousOutbox();
    storage.entries = [jamOrderEntry(id)];
    server.reconnect();
    await secondVisit.process();
    await settle();
    expect(server.orders.size).toBe(1);
    expect(server.creates).toBeGreaterThanOrEqual(2);
    expect(storage.entries).toEqual([]);
  });

  it('keeps a refused request, marked, until the customer removes it', async () => {
    server.closedShops.add('closed-shop');
    const view = store();
    const outbox = anonymousOutbox(view);
    const id = newOrderId();
    await outbox.add(jamOrderEntry(id, { shopId: 'closed-shop' }));
    await outbox.process();
    await settle();
    expect(server.orders.size).toBe(0);
    expect(view.entries.map((item) => item.state)).toEqual(['refused']);
    // Not sent again.
    await outbox.process();
    await settle();
    expect(server.creates).toBe(1);
    await outbox.remove(id);
    expect(view.entries).toEqual([]);
  });

  it('does not send the same request twice from one page while the first is on its way', async () => {
    server.online = false;
    const outbox = createOrderOutbox(
      storage,
      async () => ({ ...server.sender('anon-1'), account: async () => 'anon-1' }),
      () => true,
      store(),
    );
    await outbox.add(jamOrderEntry(newOrderId()));
    await outbox.process();
    await outbox.process();
    expect(server.queued).toHaveLength(1);
    server.reconnect();
    await settle();
    expect(server.orders.size).toBe(1);
  });

  it('sends a request made signed in only with that account, and forgets it when that account signs out', async () => {
    const view = store();
    let account = 'mel';
    const outbox = createOrderOutbox(
      storage,
      async () => server.sender(account),
      () => online,
      view,
    );
    online = false;
    const mine = { ...jamOrderEntry(newOrderId()), accountUid: 'mel' };
    const deviceOnes = jamOrderEntry(newOrderId());
    await outbox.add(mine);
    await outbox.add(deviceOnes);
    expect(await outbox.countWaitingOf('mel')).toBe(1);
    expect(await outbox.countWaitingOf('sam')).toBe(0);

    // Someone else is signed in by the time there is a connection: Mel's request waits, the device's goes.
    account = 'sam';
    online = true;
    await outbox.process();
    await settle();
    expect([...server.orders.keys()]).toEqual([deviceOnes.id]);
    expect(storage.entries.map((item) => item.id)).toEqual([mine.id]);

    // Mel signs out on this device: the request is forgotten, and never sent.
    await outbox.forgetAccount('mel');
    expect(storage.entries).toEqual([]);
    expect(view.entries).toEqual([]);
    account = 'mel';
    await outbox.process();
    await settle();
    expect(server.orders.size).toBe(1);
  });
  it('held for an account whose session ended: nobody is signed in for it, and it goes when they are back', async () => {
    const outbox = createOrderOutbox(
      storage,
      async () => server.sender('mel'),
      () => online,
      store(),
    );
    const held = { ...jamOrderEntry(newOrderId()), accountUid: 'mel' };
    storage.entries = [held];

    // The app starts with nobody signed in: no anonymous account is made for a request that is not theirs.
    await outbox.process();
    await settle();
    expect(server.signedIn).toBeNull();
    expect(server.creates).toBe(0);

    // Mel signs in again: the request goes, as hers.
    server.signedIn = 'mel';
    await outbox.process();
    await settle();
    expect(server.orders.get(held.id)).toMatchObject({ customer: { uid: 'mel' } });
    expect(storage.entries).toEqual([]);
  });
});

describe('requestsShownTo', () => {
  it('shows a visitor’s requests and the person’s own, never another account’s held ones', () => {
    const entries = [
      { id: 'visitor', accountUid: null },
      { id: 'old', accountUid: undefined },
      { id: 'alice', accountUid: 'alice' },
      { id: 'bob', accountUid: 'bob' },
    ];
    expect(requestsShownTo(entries, 'bob').map((entry) => entry.id)).toEqual(['visitor', 'old', 'bob']);
    expect(requestsShownTo(entries, null).map((entry) => entry.id)).toEqual(['visitor', 'old']);
  });
});
