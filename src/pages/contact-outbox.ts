import { proxy } from 'valtio';
import { STORAGE_KEYS } from '@/config/constants';
import { flushStored, readStored, writeStored } from '@/stores/persistence';
import { sessionStore } from '@/stores/session-store';
import {
  newMessageId,
  parseOutbox,
  storedMessageFields,
  type ContactMessage,
  type OutboxEntry,
} from './contact-message';

/** How a message leaves the device (collections/messages-data, loaded on first use; replaced in tests). */
export interface Sender {
  handToFirestore(id: string, message: ContactMessage): Promise<{ sent: Promise<void> }>;
  everythingSent(): Promise<void>;
}

export interface OutboxStorage {
  read(): Promise<OutboxEntry[]>;
  write(entries: OutboxEntry[]): Promise<void>;
}

const deviceStorage: OutboxStorage = {
  read: async () => (await readStored(STORAGE_KEYS.contactOutbox, parseOutbox)) ?? [],
  async write(entries) {
    writeStored(STORAGE_KEYS.contactOutbox, entries);
    await flushStored();
  },
};

/** What the contact page shows: messages still on this device, and whether one was sent this visit. */
export const contactOutboxStore = proxy({ waiting: 0, sentThisVisit: 0 });

/** A script filled in the hidden field: it is told all went well, and nothing is sent. */
export function pretendSent(): void {
  contactOutboxStore.sentThisVisit += 1;
}

function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * The device's outbox of contact messages. A message is first kept in the app's own storage (so it
 * survives a reload even if Firebase's code is not on the device yet), then handed to Firestore's queue,
 * which sends it when there is a connection. It leaves the outbox once the server has it. Each message
 * keeps one id from the start, so it can arrive only once.
 */
export function createOutbox(storage: OutboxStorage, loadSender: () => Promise<Sender>, store = contactOutboxStore) {
  let entries: OutboxEntry[] | undefined;
  let running: Promise<void> | undefined;
  const watched = new Set<string>();

  async function load(): Promise<OutboxEntry[]> {
    entries ??= await storage.read();
    return entries;
  }

  async function save(next: OutboxEntry[]): Promise<void> {
    entries = next;
    store.waiting = next.length;
    await storage.write(next);
  }

  async function arrived(ids: readonly string[]): Promise<void> {
    const current = await load();
    const left = current.filter((entry) => !ids.includes(entry.id));
    if (left.length === current.length) return;
    store.sentThisVisit += current.length - left.length;
    await save(left);
  }

  async function run(): Promise<void> {
    const current = await load();
    store.waiting = current.length;
    if (current.length === 0) return;
    let sender: Sender;
    try {
      sender = await loadSender();
    } catch {
      // Firebase's code is not on this device yet and there is no connection: try again when back online.
      return;
    }
    for (const entry of current) {
      if (entry.handed || watched.has(entry.id)) continue;
      let handed: { sent: Promise<void> };
      try {
        handed = await sender.handToFirestore(entry.id, entry.message);
      } catch {
        return;
      }
      watched.add(entry.id);
      await save((await load()).map((item) => (item.id === entry.id ? { ...item, handed: true } : item)));
      handed.sent.then(
        () => arrived([entry.id]),
        // Refused: the same message already arrived (handed over twice around a reload), or it can never be sent.
        (error: unknown) => (isRefusal(error) ? arrived([entry.id]) : undefined),
      );
    }
    // Handed over in an earlier visit: Firestore's own queue still has them.
    const earlier = (await load()).filter((entry) => entry.handed && !watched.has(entry.id)).map((entry) => entry.id);
    if (earlier.length > 0) {
      for (const id of earlier) watched.add(id);
      void sender.everythingSent().then(() => arrived(earlier));
    }
  }

  return {
    /** Sends what waits (once at a time). */
    process(): Promise<void> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Keeps `message` on the device and starts sending it. */
    async add(message: ContactMessage): Promise<void> {
      await running;
      await save([...(await load()), { id: newMessageId(), message, handed: false }]);
      await this.process();
    },
  };
}

/** The app's outbox. */
export const contactOutbox = createOutbox(deviceStorage, async () => {
  const data = await import('@/collections/messages-data');
  return {
    // Who is signed in when the message is handed over (the rules check it is the account sending it).
    handToFirestore: (id, message) => data.handToFirestore(id, storedMessageFields(message, sessionStore.uid)),
    everythingSent: data.everythingSent,
  };
});

let listening = false;

/** Sends anything left from an earlier visit, now and whenever the connection returns. */
export function resumeContactOutbox(target: Window = window): void {
  void contactOutbox.process();
  if (listening) return;
  listening = true;
  target.addEventListener('online', () => void contactOutbox.process());
}
