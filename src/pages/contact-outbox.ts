import { proxy } from 'valtio';
import { sendWhenPossible, serialRunner, timerAlarm } from '@/collections/outbox/queue-runner';
import { STORAGE_KEYS } from '@/config/constants';
import { flushStored, readStored, writeStored } from '@/stores/persistence';
import { holdFor, MESSAGE_GAP_MS, nextSender, senderStateSchema, type Hold } from './contact-throttle';
import {
  newMessageId,
  parseOutbox,
  storedMessageFields,
  type ContactMessage,
  type OutboxEntry,
} from './contact-message';

/** A message handed to Firestore's queue (`sent` settles when the server answers), or held by the throttle. */
export type Handed = { sent: Promise<void> } | { hold: Hold };

/** How a message leaves the device (domains/messages/messages-data, loaded on first use; replaced in tests). */
export interface Sender {
  handToFirestore(id: string, message: ContactMessage): Promise<Handed>;
  everythingSent(): Promise<void>;
  /**
   * Asked of the server once a hand-over was refused or an earlier visit's queue has drained: the message
   * arrived, or it must wait (`Hold`), or it may go again now (`null`); `undefined` when the server cannot
   * be asked (offline).
   */
  settle(id: string): Promise<'arrived' | Hold | null | undefined>;
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

/**
 * What the contact page shows: messages still on this device, whether one was sent this visit, and why the
 * next one waits if the throttle holds it.
 */
export const contactOutboxStore = proxy({ waiting: 0, sentThisVisit: 0, hold: null as Hold | null });

/** A script filled in the hidden field: it is told all went well, and nothing is sent. */
export function pretendSent(): void {
  contactOutboxStore.sentThisVisit += 1;
}

function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

export interface OutboxClock {
  now(): number;
  /** Runs `action` at `at` (replacing any earlier one). */
  wakeAt(at: number, action: () => void): void;
}

function realClock(): OutboxClock {
  const alarm = timerAlarm();
  return {
    now: () => Date.now(),
    // A second late, so the server's clock has passed it too.
    wakeAt: (at, action) => alarm.set(Math.max(0, at - Date.now()) + 1_000, action),
  };
}

/**
 * The device's outbox of contact messages. A message is first kept in the app's own storage (so it
 * survives a reload even if Firebase's code is not on the device yet), then handed to Firestore's queue,
 * which sends it when there is a connection. It leaves the outbox once the server has it. Each message
 * keeps one id from the start, so it can arrive only once. Messages go in order; one the throttle holds
 * (firestore.rules allow one a minute, five a day) is kept, with the time it may go, and goes then; so
 * does one the rules refused, after asking the server why. Nothing leaves the outbox unless it arrived.
 * Its runs and timer are the outbox queue's (src/collections/outbox/); what is its own is the hand-over,
 * the throttle's holds and the question to the server.
 */
export function createOutbox(
  storage: OutboxStorage,
  loadSender: () => Promise<Sender>,
  store: { waiting: number; sentThisVisit: number; hold?: Hold | null } = contactOutboxStore,
  clock: OutboxClock = realClock(),
) {
  let entries: OutboxEntry[] | undefined;
  const runner = serialRunner(() => run());
  const watched = new Set<string>();

  async function load(): Promise<OutboxEntry[]> {
    entries ??= await storage.read();
    return entries;
  }

  async function save(next: OutboxEntry[]): Promise<void> {
    entries = next;
    store.waiting = next.length;
    store.hold = next.find((entry) => entry.hold)?.hold ?? null;
    await storage.write(next);
  }

  /** Changes one entry; a hold lasts only until the next change that does not set one. */
  async function change(id: string, changes: Partial<OutboxEntry>): Promise<void> {
    await save((await load()).map((item) => (item.id === id ? { ...item, hold: undefined, ...changes } : item)));
  }

  async function arrived(ids: readonly string[]): Promise<void> {
    const current = await load();
    const left = current.filter((entry) => !ids.includes(entry.id));
    if (left.length === current.length) return;
    store.sentThisVisit += current.length - left.length;
    await save(left);
  }

  async function held(id: string, hold: Hold): Promise<void> {
    await change(id, { handed: false, hold });
    clock.wakeAt(hold.until, () => void outbox.process());
  }

  /** Refused, or handed over in an earlier visit and the queue has drained: the server says what happened. */
  async function settle(sender: Sender, id: string): Promise<void> {
    const result = await sender.settle(id).catch(() => undefined);
    watched.delete(id);
    if (result === 'arrived') return arrived([id]);
    // Cannot ask now: handed over again on the next try (the same id, so it still arrives once).
    if (result === undefined) return change(id, { handed: false });
    // Refused though the throttle allows it (the server's clock is behind this device's): a minute more.
    return held(id, result ?? { reason: 'minute', until: clock.now() + MESSAGE_GAP_MS });
  }

  async function run(): Promise<void> {
    const current = await load();
    store.waiting = current.length;
    store.hold = current.find((entry) => entry.hold)?.hold ?? null;
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
      // In order: what follows a held message waits behind it.
      if (entry.hold && entry.hold.until > clock.now()) {
        clock.wakeAt(entry.hold.until, () => void outbox.process());
        break;
      }
      let handed: Handed;
      try {
        handed = await sender.handToFirestore(entry.id, entry.message);
      } catch {
        return;
      }
      if ('hold' in handed) {
        await held(entry.id, handed.hold);
        break;
      }
      watched.add(entry.id);
      await change(entry.id, { handed: true });
      const { sent } = handed;
      sent.then(
        () => arrived([entry.id]),
        // Refused: it already arrived (handed over twice around a reload), or the throttle held it.
        (error: unknown) => (isRefusal(error) ? settle(sender, entry.id) : undefined),
      );
    }
    // Handed over in an earlier visit: Firestore's own queue still has them, or had them and was refused.
    const earlier = (await load()).filter((entry) => entry.handed && !watched.has(entry.id)).map((entry) => entry.id);
    if (earlier.length > 0) {
      for (const id of earlier) watched.add(id);
      void sender.everythingSent().then(async () => {
        for (const id of earlier) await settle(sender, id);
      });
    }
  }

  const outbox = {
    /** Sends what waits (one run at a time; asked during a run, it looks again once that run ends). */
    process(): Promise<void> {
      return runner.run();
    },
    /** Keeps `message` on the device and starts sending it. */
    async add(message: ContactMessage): Promise<void> {
      await runner.idle();
      await save([...(await load()), { id: newMessageId(), message, handed: false }]);
      await this.process();
    },
  };
  return outbox;
}

/** The app's outbox. */
export const contactOutbox = createOutbox(deviceStorage, async () => {
  const data = await import('@/domains/messages/messages-data');
  return {
    async handToFirestore(id, message) {
      // Sending needs an account (firestore.rules): whoever is signed in, or this device's anonymous one.
      const uid = await data.messageAccount();
      const stored = await data.readSender(uid);
      const state = senderState(stored);
      const hold = holdFor(state, Date.now());
      if (hold) return { hold };
      const next = nextSender(state, id, Date.now());
      // The sender's account goes with the message, so they can read it back (and download or delete it).
      return data.handToFirestore(id, storedMessageFields(message, uid), uid, {
        lastMessageId: next.lastMessageId,
        dayCount: next.dayCount,
        dayStartedAt: next.newDay ? null : stored?.dayStartedAt,
      });
    },
    everythingSent: data.everythingSent,
    async settle(id) {
      const there = await data.onServer(id);
      if (there !== false) return there ? 'arrived' : undefined;
      const account = await data.currentAccount();
      if (!account) return null;
      const stored = await data.readSender(account, true);
      return stored === undefined ? undefined : holdFor(senderState(stored), Date.now());
    },
  };
});

/** The throttle document as read; an unreadable one counts as none (the rules have the last word). */
function senderState(stored: { data: unknown } | null | undefined) {
  const parsed = senderStateSchema.safeParse(stored?.data);
  return parsed.success ? parsed.data : null;
}

let listening = false;

/** Sends anything left from an earlier visit, now and whenever the connection returns. */
export function resumeContactOutbox(target: Window = window): void {
  void contactOutbox.process();
  if (listening) return;
  listening = true;
  sendWhenPossible(target, () => void contactOutbox.process(), { whenShown: false });
}
