import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import type { ContactMessage, OutboxEntry } from './contact-message';
import { createOutbox, type Handed, type OutboxClock, type OutboxStorage, type Sender } from './contact-outbox';
import type { Hold } from './contact-throttle';

const message: ContactMessage = {
  name: 'Priya Shah',
  email: 'priya@example.co.uk',
  subject: 'Stall at the summer fair',
  body: 'Hello, could I book a stall for my cakes?',
  consent: true,
};

function memoryStorage(initial: OutboxEntry[] = []): OutboxStorage & { saved: OutboxEntry[] } {
  const storage = {
    saved: initial,
    read: () => Promise.resolve(storage.saved),
    write: (entries: OutboxEntry[]) => {
      storage.saved = entries;
      return Promise.resolve();
    },
  };
  return storage;
}

/** A sender whose server answers when told to; `holds` the throttle's answers, `settled` the server's after a refusal. */
function fakeSender({ holds = [] as Hold[], settled = 'arrived' as Awaited<ReturnType<Sender['settle']>> } = {}) {
  const arrivals = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  let earlier: () => void = () => undefined;
  const sender: Sender = {
    handToFirestore: vi.fn((id: string): Promise<Handed> => {
      const hold = holds.shift();
      if (hold) return Promise.resolve({ hold });
      const sent = new Promise<void>((resolve, reject) => arrivals.set(id, { resolve, reject }));
      return Promise.resolve({ sent });
    }),
    everythingSent: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          earlier = resolve;
        }),
    ),
    settle: vi.fn(() => Promise.resolve(settled)),
  };
  return { sender, arrivals, finishEarlier: () => earlier() };
}

/** A clock the test moves; `wake()` runs what was set to run. */
function fakeClock(start = 1_000_000) {
  let wakeUp: (() => void) | undefined;
  const clock: OutboxClock & { at: number; wakesAt?: number; wake(): void } = {
    at: start,
    now: () => clock.at,
    wakeAt(at, action) {
      clock.wakesAt = at;
      wakeUp = action;
    },
    wake() {
      clock.at = clock.wakesAt ?? clock.at;
      wakeUp?.();
    },
  };
  return clock;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the contact outbox', () => {
  it('keeps a message on the device until the server has it, then forgets it', async () => {
    const storage = memoryStorage();
    const { sender, arrivals } = fakeSender();
    const store = proxy({ waiting: 0, sentThisVisit: 0, hold: null as Hold | null });
    const outbox = createOutbox(storage, () => Promise.resolve(sender), store);

    await outbox.add(message);
    expect(storage.saved).toHaveLength(1);
    expect(storage.saved[0]?.handed).toBe(true);
    expect(store.waiting).toBe(1);

    arrivals.get(storage.saved[0]?.id ?? '')?.resolve();
    await flush();
    expect(storage.saved).toEqual([]);
    expect(store).toEqual({ waiting: 0, sentThisVisit: 1, hold: null });
  });

  it('with no Firebase code on the device, keeps the message and hands it over later, once', async () => {
    const storage = memoryStorage();
    const { sender, arrivals } = fakeSender();
    let available = false;
    const outbox = createOutbox(storage, () =>
      available ? Promise.resolve(sender) : Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );

    await outbox.add(message);
    expect(storage.saved).toMatchObject([{ handed: false }]);

    available = true;
    await outbox.process();
    await outbox.process();
    expect(sender.handToFirestore).toHaveBeenCalledTimes(1);
    const id = storage.saved[0]?.id ?? '';
    expect(sender.handToFirestore).toHaveBeenCalledWith(id, message);
    arrivals.get(id)?.resolve();
    await flush();
    expect(storage.saved).toEqual([]);
  });

  it('after a reload, waits on Firestore’s own queue for messages already handed over, without sending again', async () => {
    const storage = memoryStorage([{ id: 'a'.repeat(20), message, handed: true }]);
    const { sender, finishEarlier } = fakeSender();
    const outbox = createOutbox(storage, () => Promise.resolve(sender), proxy({ waiting: 0, sentThisVisit: 0 }));

    await outbox.process();
    expect(sender.handToFirestore).not.toHaveBeenCalled();
    expect(storage.saved).toHaveLength(1);
    finishEarlier();
    await flush();
    expect(storage.saved).toEqual([]);
  });

  it('a second hand-over of the same message, refused by the rules, counts as arrived', async () => {
    const storage = memoryStorage([{ id: 'b'.repeat(20), message, handed: false }]);
    const { sender, arrivals } = fakeSender();
    const outbox = createOutbox(storage, () => Promise.resolve(sender), proxy({ waiting: 0, sentThisVisit: 0 }));

    await outbox.process();
    arrivals.get('b'.repeat(20))?.reject({ code: 'permission-denied' });
    await flush();
    expect(storage.saved).toEqual([]);
  });

  it('a message the throttle holds is kept with the time it may go, and goes then', async () => {
    const storage = memoryStorage();
    const until = 1_000_000 + 45_000;
    const { sender, arrivals } = fakeSender({ holds: [{ reason: 'minute', until }] });
    const store = proxy({ waiting: 0, sentThisVisit: 0, hold: null as Hold | null });
    const clock = fakeClock();
    const outbox = createOutbox(storage, () => Promise.resolve(sender), store, clock);

    await outbox.add(message);
    expect(storage.saved).toMatchObject([{ handed: false, hold: { reason: 'minute', until } }]);
    expect(store).toMatchObject({ waiting: 1, hold: { reason: 'minute', until } });
    expect(clock.wakesAt).toBe(until);

    clock.wake();
    await flush();
    expect(sender.handToFirestore).toHaveBeenCalledTimes(2);
    arrivals.get(storage.saved[0]?.id ?? '')?.resolve();
    await flush();
    expect(storage.saved).toEqual([]);
    expect(store).toEqual({ waiting: 0, sentThisVisit: 1, hold: null });
  });

  it('messages after a held one wait behind it, in order', async () => {
    const storage = memoryStorage();
    const { sender } = fakeSender({ holds: [{ reason: 'day', until: 2_000_000 }] });
    const outbox = createOutbox(storage, () => Promise.resolve(sender), undefined, fakeClock());

    await outbox.add(message);
    await outbox.add({ ...message, subject: 'A second thought' });
    expect(sender.handToFirestore).toHaveBeenCalledTimes(1);
    expect(storage.saved).toHaveLength(2);
  });

  it('a hand-over the rules refuse because of the throttle is kept, not dropped, and goes when allowed', async () => {
    const storage = memoryStorage([{ id: 'c'.repeat(20), message, handed: false }]);
    const until = 1_000_000 + 30_000;
    const { sender, arrivals } = fakeSender({ settled: { reason: 'minute', until } });
    const clock = fakeClock();
    const outbox = createOutbox(storage, () => Promise.resolve(sender), undefined, clock);

    await outbox.process();
    arrivals.get('c'.repeat(20))?.reject({ code: 'permission-denied' });
    await flush();
    expect(storage.saved).toMatchObject([{ id: 'c'.repeat(20), handed: false, hold: { reason: 'minute', until } }]);

    clock.wake();
    await flush();
    expect(sender.handToFirestore).toHaveBeenCalledTimes(2);
  });

  it('after a reload, a message the queue could not deliver (refused while the page was closed) is sent again', async () => {
    const storage = memoryStorage([{ id: 'd'.repeat(20), message, handed: true }]);
    const { sender, finishEarlier } = fakeSender({ settled: null });
    const outbox = createOutbox(storage, () => Promise.resolve(sender), undefined, fakeClock());

    await outbox.process();
    finishEarlier();
    await flush();
    expect(storage.saved).toMatchObject([{ id: 'd'.repeat(20) }]);
    expect(storage.saved[0]?.hold).toBeDefined();
  });
});
