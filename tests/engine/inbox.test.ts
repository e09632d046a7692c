/**
 * The admin's inbox (src/domains/messages/messages-data.ts) against the Firestore emulator and the real rules,
 * as an admin: newest first whatever the ids (a flood of messages whose ids sort first hides nothing),
 * paged with "Show more", no message lost between pages when one arrives, and a true count of the
 * messages not handled (more than the 100 the menu shows, messages from before the inbox included).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Timestamp, UID, userDoc, type DocData } from '../rules/fixtures';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

let env: RulesTestEnvironment;
/** rules-unit-testing hands out compat instances; the modular API unwraps them (`_delegate`). */
const adminDb = () => env.authenticatedContext(UID.admin).firestore() as unknown as Firestore;

vi.mock('@/firebase/firebase-app', () => ({ loadFirestore: () => Promise.resolve({ firestore: adminDb() }) }));

const { countUnhandled, INBOX_PAGE, watchInbox } = await import('@/domains/messages/messages-data');

const FLOOD = 120;
const HANDLED = 10;
const LEGACY = 3;

function stored(createdAt: number, changes: DocData = {}): DocData {
  return {
    name: 'Pat',
    email: 'pat@example.org',
    subject: 'Stall booking',
    body: 'Can I book a stall at the summer fair?',
    consent: true,
    handled: false,
    createdAt: Timestamp.fromMillis(createdAt),
    ...changes,
  };
}

async function seed(documents: Record<string, DocData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const entries = Object.entries(documents);
    for (let start = 0; start < entries.length; start += 400) {
      const batch = db.batch();
      for (const [path, data] of entries.slice(start, start + 400)) batch.set(db.doc(path), data);
      await batch.commit();
    }
  });
}

const HOUR = 3_600_000;
const now = Date.now();
const documents: Record<string, DocData> = { [`users/${UID.admin}`]: userDoc(['admin']) };
// A flood, a day ago, with ids that sort before any real one.
for (let index = 0; index < FLOOD; index += 1) {
  documents[`messages/${String(index).padStart(20, '0')}`] = stored(now - 24 * HOUR + index);
}
for (let index = 0; index < HANDLED; index += 1) {
  documents[`messages/handled${String(index).padStart(13, '0')}`] = stored(now - 2 * HOUR + index, { handled: true });
}
// From before the inbox: no `handled` (they count as not handled).
for (let index = 0; index < LEGACY; index += 1) {
  const legacy = stored(now - 48 * HOUR + index);
  delete legacy.handled;
  documents[`messages/legacy${String(index).padStart(14, '0')}`] = legacy;
}
documents['messages/zzzzzzzzzzzzzzzzzzzz'] = stored(now - 60_000, { subject: 'The newest real message' });
const TOTAL = FLOOD + HANDLED + LEGACY + 1;

/** Watches the inbox; `next()` resolves with the next answer that satisfies `ready`. */
async function inbox() {
  let latest: { ids: string[]; more: boolean } = { ids: [], more: false };
  let waiter: (() => void) | undefined;
  const watching = await watchInbox(
    (messages, more) => {
      latest = { ids: messages.map((message) => message.id), more };
      waiter?.();
    },
    (error) => {
      throw error;
    },
  );
  const until = async (ready: (answer: typeof latest) => boolean) => {
    while (!ready(latest)) await new Promise<void>((resolve) => (waiter = resolve));
    return latest;
  };
  return { ...watching, until };
}

describe.skipIf(!emulatorHost)('the inbox against the emulator', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
    await env.clearFirestore();
    await seed(documents);
  });

  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
  });

  it('counts every message not handled: past the menu’s 100, and those from before the inbox', async () => {
    expect(await countUnhandled()).toBe(FLOOD + LEGACY + 1);
  });

  it('lists newest first, a page at a time, until every message has been shown once', async () => {
    const watching = await inbox();
    const first = await watching.until((answer) => answer.ids.length === INBOX_PAGE);
    expect(first.ids[0]).toBe('zzzzzzzzzzzzzzzzzzzz');
    expect(first.more).toBe(true);
    let shown = first;
    while (shown.more) {
      const before = shown.ids.length;
      watching.showMore();
      shown = await watching.until((answer) => answer.ids.length > before || !answer.more);
    }
    watching.stop();
    expect(shown.ids).toHaveLength(TOTAL);
    expect(new Set(shown.ids).size).toBe(TOTAL);
  });

  it('a message arriving while older pages are open moves nothing out of sight', async () => {
    const watching = await inbox();
    await watching.until((answer) => answer.ids.length === INBOX_PAGE);
    watching.showMore();
    const two = await watching.until((answer) => answer.ids.length === 2 * INBOX_PAGE);
    await seed({ 'messages/yyyyyyyyyyyyyyyyyyyy': stored(Date.now(), { subject: 'Just arrived' }) });
    const after = await watching.until((answer) => answer.ids.includes('yyyyyyyyyyyyyyyyyyyy'));
    watching.stop();
    expect(after.ids[0]).toBe('yyyyyyyyyyyyyyyyyyyy');
    expect(after.ids.slice(1)).toEqual(two.ids);
  });
});
