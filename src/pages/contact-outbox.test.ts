import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import type { ContactMessage, OutboxEntry } from './contact-message';
import { createOutbox, type OutboxStorage, type Sender } from './contact-outbox';

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

/** A sender whose server answers when told to. */
function fakeSender() {
  const arrivals = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  let earlier: () => void = () => undefined;
  const sender: Sender = {
    handToFirestore: vi.fn((id: string) => {
      const sent = new Promise<void>((resolve, reject) => arrivals.set(id, { resolve, reject }));
      return Promise.resolve({ sent });
    }),
    everythingSent: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          earlier = resolve;
        }),
    ),
  };
  return { sender, arrivals, finishEarlier: () => earlier() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the contact outbox', () => {
  it('keeps a message on the device until the server has it, then forgets it', async () => {
    const storage = memoryStorage();
    const { sender, arrivals } = fakeSender();
    const store = proxy({ waiting: 0, sentThisVisit: 0 });
    const outbox = createOutbox(storage, () => Promise.resolve(sender), store);

    await outbox.add(message);
    expect(storage.saved).toHaveLength(1);
    expect(storage.saved[0]?.handed).toBe(true);
    expect(store.waiting).toBe(1);

    arrivals.get(storage.saved[0]?.id ?? '')?.resolve();
    await flush();
    expect(storage.saved).toEqual([]);
    expect(store).toEqual({ waiting: 0, sentThisVisit: 1 });
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
});
