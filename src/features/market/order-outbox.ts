import { proxy } from 'valtio';
import { sendWhenPossible, serialRunner } from '@/collections/outbox/queue-runner';
import { orderDocumentFields, parseOutbox, type OutboxEntry } from './order-request';
import { readShopValue, SHOP_KEYS, updateShopValue } from './shop-device';

/**
 * Order requests on their way: each is kept on the device (IndexedDB) from the moment the customer
 * presses "Send", with its order id made here, until the server has created that order. Sent when there
 * is a connection: now, when the connection returns, when the app starts and when the tab is shown
 * again. Sending again is safe: the same id is one order, and a create refused because this account's
 * order already exists counts as sent. Its runs and triggers are the outbox queue's
 * (src/collections/outbox/); what is its own is sending with the right account and the refused state.
 */

/** How a request leaves the device (domains/orders/orders-data, loaded on first use; replaced in tests). */
export interface OrderSender {
  /** Who is signed in on this device now (an anonymous account included), or null; never signs in. */
  current(): Promise<string | null>;
  /** The account to order with (signing in anonymously when nobody is signed in). */
  account(): Promise<string>;
  /** Settles when the server has answered: `sent` (created now or before) or `refused`; throws to retry later. */
  create(id: string, fields: Record<string, unknown>): Promise<'sent' | 'refused'>;
}

export interface OutboxStorage {
  read(): Promise<OutboxEntry[]>;
  /** Changes the stored list in one step and returns it. */
  change(apply: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]>;
}

/**
 * The requests on this device that `uid` (null: a visitor) may see: those made without an account, and
 * their own. Another account's stay held after its session ended by itself (src/app/sign-out.ts), for it
 * alone.
 */
export function requestsShownTo<T extends { accountUid?: string | null }>(
  entries: readonly T[],
  uid: string | null,
): T[] {
  return entries.filter((entry) => (entry.accountUid ?? null) === null || entry.accountUid === uid);
}

/** What the pages show: the requests still on this device, and which are being sent now. */
export const orderOutboxStore = proxy<{ entries: OutboxEntry[]; hydrated: boolean; sending: string[] }>({
  entries: [],
  hydrated: false,
  sending: [],
});

export function createOrderOutbox(
  storage: OutboxStorage,
  loadSender: () => Promise<OrderSender>,
  isOnline: () => boolean,
  store = orderOutboxStore,
) {
  const runner = serialRunner(() => run());
  /** Requests sent and not yet answered, each with the promise that settles once the outbox knows. */
  const inFlight = new Map<string, Promise<void>>();

  function show(entries: OutboxEntry[]): void {
    store.entries = entries;
    store.hydrated = true;
  }

  async function change(apply: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
    show(await storage.change(apply));
  }

  const showSending = () => {
    store.sending = [...inFlight.keys()];
  };

  async function run(): Promise<void> {
    const entries = await storage.read();
    show(entries);
    const ready = entries.filter((entry) => entry.state === 'waiting' && !inFlight.has(entry.id));
    if (ready.length === 0 || !isOnline()) return;
    let sender: OrderSender;
    let uid: string;
    try {
      sender = await loadSender();
      // A request made signed in goes with that account only, never with whoever uses the device next; with
      // only such requests here (held since their session ended), nobody is signed in for them.
      const current = await sender.current();
      if (!ready.some((entry) => (entry.accountUid ?? null) === null || entry.accountUid === current)) return;
      uid = await sender.account();
    } catch {
      // No connection after all (or Firebase's code is not on this device yet): try again later.
      return;
    }
    const waiting = ready.filter((entry) => (entry.accountUid ?? null) === null || entry.accountUid === uid);
    for (const entry of waiting) {
      // Not awaited: a request stays in Firestore's queue while the connection is gone, and settles later.
      const answered = sender
        .create(entry.id, orderDocumentFields(entry.id, entry.shopId, entry.request, uid))
        .then(
          (result) =>
            change((current) =>
              result === 'sent'
                ? current.filter((item) => item.id !== entry.id)
                : current.map((item) => (item.id === entry.id ? { ...item, state: 'refused' as const } : item)),
            ),
          () => undefined,
        )
        .finally(() => {
          inFlight.delete(entry.id);
          showSending();
        });
      inFlight.set(entry.id, answered);
      showSending();
    }
  }

  return {
    /** Sends what waits (one run at a time; asked during a run, it looks again once that run ends). */
    process(): Promise<void> {
      return runner.run();
    },
    /**
     * Sends what waits and gives the server up to `timeoutMs` to answer, so a question about what is still
     * waiting ("Forget me on this device") is not asked of a request the server already has but has not
     * yet confirmed (after a reload, the outbox sends it again and the server answers "already there").
     */
    async sendAndWait(timeoutMs: number): Promise<void> {
      await this.process();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight.values()]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    /** Reads what the device holds into the store. */
    async hydrate(): Promise<void> {
      show(await storage.read());
    },
    /** Keeps a new request on the device and starts sending it. */
    async add(entry: OutboxEntry): Promise<void> {
      await change((entries) => [...entries.filter((item) => item.id !== entry.id), entry]);
      void this.process();
    },
    /** How many requests made signed in as `uid` (`null`: without an account) have not reached the server. */
    async countWaitingOf(uid: string | null): Promise<number> {
      return (await storage.read()).filter((entry) => entry.state === 'waiting' && (entry.accountUid ?? null) === uid)
        .length;
    },
    /**
     * Forgets every request made signed in as `uid` (at sign-out: the next person on a shared device must
     * neither see them nor send them under their own name); `null`: those made without an account
     * ("Forget me on this device").
     */
    async forgetAccount(uid: string | null): Promise<void> {
      await change((entries) => entries.filter((item) => (item.accountUid ?? null) !== uid));
    },
    /** Forgets a request the server refused (the customer has read why). */
    async remove(id: string): Promise<void> {
      await change((entries) => entries.filter((item) => item.id !== id || item.state !== 'refused'));
    },
  };
}

const deviceStorage: OutboxStorage = {
  read: async () => (await readShopValue(SHOP_KEYS.outbox, parseOutbox)) ?? [],
  change: (apply) =>
    updateShopValue(
      SHOP_KEYS.outbox,
      parseOutbox,
      (entries) => apply(entries ?? []),
      JSON.parse(JSON.stringify(orderOutboxStore.entries)) as OutboxEntry[],
    ),
};

/** The app's outbox of order requests. */
export const orderOutbox = createOrderOutbox(
  deviceStorage,
  async () => {
    const data = await import('@/domains/orders/orders-data');
    return { current: data.currentAccount, account: data.orderAccount, create: data.createOrder };
  },
  () => navigator.onLine,
);

let listening = false;

/** Sends anything waiting, now and whenever the connection returns or the tab is shown again. */
export function resumeOrderOutbox(target: Window = window): void {
  void orderOutbox.process();
  if (listening) return;
  listening = true;
  sendWhenPossible(target, () => void orderOutbox.process());
}
