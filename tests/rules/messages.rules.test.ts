/**
 * Contact messages in firestore.rules (`validMessage`, `match /messages` and `match /messageSenders`): what
 * the contact form sends (src/pages/contact-message.ts, storedMessageFields, with its sender's throttle
 * document) is accepted from any account, anonymous too, at most one a minute and five a day; only admins
 * read, mark handled and delete. (The full create corpus is in firestore.rules.test.ts.)
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8284 npx vitest run --config vitest.rules.config.ts \
 *        tests/rules/messages.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { contactMessageSchema, newMessageId, storedMessageFields } from '../../src/pages/contact-message';
import {
  firstSender,
  message,
  SEEDED_AT,
  sendMessage,
  serverTimestamp,
  Timestamp,
  UID,
  type DocData,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

/** Exactly what the contact form writes. */
function fromTheForm(senderUid: string | null = null): DocData {
  const parsed = contactMessageSchema.parse({
    name: '  Priya Shah ',
    email: 'priya@example.co.uk',
    subject: 'Stall at the summer fair',
    body: 'Hello,\n\nCould I book a stall for my cakes?\n',
    consent: true,
  });
  return { ...storedMessageFields(parsed, senderUid), createdAt: serverTimestamp() };
}

const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.skipIf(!emulatorHost)('firestore.rules · contact messages', () => {
  const rules = useRulesEnvironment();
  let count = 0;
  const as = rules.as;
  const seeded = async (data: DocData = message(SEEDED_AT)): Promise<string> => {
    const id = `inbox-${(count += 1)}`;
    await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(`messages/${id}`).set(data));
    return id;
  };
  /** A new account (its throttle document as `sender`, if given, left by its earlier messages). */
  const account = async (sender?: DocData) => {
    const uid = `sender-${(count += 1)}`;
    if (sender) await rules.withoutRules((db) => db.doc(`messageSenders/${uid}`).set(sender));
    return { uid, db: as({ uid }) };
  };
  /** The throttle document after earlier messages: the last `lastAgo` ms ago, `dayCount` since `dayAgo`. */
  const earlier = (lastAgo: number, dayAgo: number, dayCount: number): DocData => ({
    lastSentAt: ago(lastAgo),
    lastMessageId: newMessageId(),
    dayStartedAt: ago(dayAgo),
    dayCount,
  });
  /** The throttle document as the form writes it for its next message in the same day. */
  const next = (id: string, dayCount: number, dayStartedAt: unknown): DocData => ({
    lastSentAt: serverTimestamp(),
    lastMessageId: id,
    dayStartedAt,
    dayCount,
  });

  it('anonymous account · create what the form sends, with its throttle document → allowed', async () => {
    const db = as('anonymous');
    await assertSucceeds(sendMessage(db, UID.anonymous, fromTheForm(UID.anonymous), { id: newMessageId() }));
  });
  it('member · create what the form sends → allowed, and the sender reads it back', async () => {
    const { uid, db } = await account();
    const id = newMessageId();
    await assertSucceeds(sendMessage(db, uid, fromTheForm(uid), { id }));
    await assertSucceeds(db.doc(`messages/${id}`).get());
    await assertSucceeds(db.doc(`messageSenders/${uid}`).get());
  });
  it('visitor (no account) · create with a throttle document → denied', async () => {
    const db = as('visitor');
    await assertFails(sendMessage(db, 'visitor-without-uid', fromTheForm()));
    await assertFails(db.collection('messages').doc(newMessageId()).set(fromTheForm()));
  });
  it('account · a message alone, without its throttle document → denied', async () => {
    const { db } = await account();
    await assertFails(db.doc(`messages/${newMessageId()}`).set(fromTheForm()));
  });
  it('account · a message alone, the throttle document left as an earlier message left it → denied', async () => {
    const { db } = await account(earlier(2 * MINUTE, HOUR, 1));
    await assertFails(db.doc(`messages/${newMessageId()}`).set(fromTheForm()));
  });
  it('account · the throttle document naming another message → denied', async () => {
    const { uid, db } = await account();
    await assertFails(sendMessage(db, uid, fromTheForm(), { id: newMessageId(), sender: firstSender(newMessageId()) }));
  });
  it('account · two messages in one write → denied', async () => {
    const { uid, db } = await account();
    const [first, second] = [newMessageId(), newMessageId()];
    const batch = db.batch();
    batch.set(db.doc(`messages/${first}`), fromTheForm());
    batch.set(db.doc(`messages/${second}`), fromTheForm());
    batch.set(db.doc(`messageSenders/${uid}`), firstSender(first));
    await assertFails(batch.commit());
  });
  it('account · the same message sent twice (same id) → the second is refused, so it arrives once', async () => {
    const { uid, db } = await account();
    const id = newMessageId();
    await assertSucceeds(sendMessage(db, uid, fromTheForm(), { id }));
    await rules.withoutRules((admin) => admin.doc(`messageSenders/${uid}`).update({ lastSentAt: ago(2 * MINUTE) }));
    await assertFails(sendMessage(db, uid, fromTheForm(), { id, sender: next(id, 2, ago(HOUR)) }));
  });
  it('account · a second message within a minute of the last → denied', async () => {
    const dayStartedAt = ago(HOUR);
    const { uid, db } = await account({ ...earlier(30_000, HOUR, 1), dayStartedAt });
    const id = newMessageId();
    await assertFails(sendMessage(db, uid, fromTheForm(), { id, sender: next(id, 2, dayStartedAt) }));
  });
  it('account · a second message over a minute after the last, same day → allowed', async () => {
    const dayStartedAt = ago(HOUR);
    const { uid, db } = await account({ ...earlier(2 * MINUTE, HOUR, 1), dayStartedAt });
    const id = newMessageId();
    await assertSucceeds(sendMessage(db, uid, fromTheForm(), { id, sender: next(id, 2, dayStartedAt) }));
  });
  it('account · the same day, the count not going up by one → denied', async () => {
    const dayStartedAt = ago(HOUR);
    const { uid, db } = await account({ ...earlier(2 * MINUTE, HOUR, 3), dayStartedAt });
    const id = newMessageId();
    await assertFails(sendMessage(db, uid, fromTheForm(), { id, sender: next(id, 3, dayStartedAt) }));
    await assertFails(sendMessage(db, uid, fromTheForm(), { id, sender: firstSender(id) }));
  });
  it('account · a sixth message in 24 hours → denied (the daily cap)', async () => {
    const dayStartedAt = ago(HOUR);
    const { uid, db } = await account({ ...earlier(2 * MINUTE, HOUR, 5), dayStartedAt });
    const id = newMessageId();
    await assertFails(sendMessage(db, uid, fromTheForm(), { id, sender: next(id, 6, dayStartedAt) }));
  });
  it('account · 24 hours after the first of five, a new day starts → allowed', async () => {
    const { uid, db } = await account(earlier(2 * HOUR, 25 * HOUR, 5));
    await assertSucceeds(sendMessage(db, uid, fromTheForm(), { id: newMessageId() }));
  });
  it("account · the throttle document's time not the server's → denied", async () => {
    const { uid, db } = await account();
    const id = newMessageId();
    await assertFails(
      sendMessage(db, uid, fromTheForm(), { id, sender: { ...firstSender(id), lastSentAt: ago(2 * MINUTE) } }),
    );
  });
  it("account · another account's throttle document → denied", async () => {
    const { db } = await account();
    const other = await account();
    await assertFails(sendMessage(db, other.uid, fromTheForm()));
    await assertFails(db.doc(`messageSenders/${other.uid}`).get());
  });
  it('account · delete its own throttle document (to reset the count) → denied', async () => {
    const { uid, db } = await account(earlier(2 * MINUTE, HOUR, 5));
    await assertFails(db.doc(`messageSenders/${uid}`).delete());
  });
  it('account · create already marked handled → denied', async () => {
    const { uid, db } = await account();
    await assertFails(sendMessage(db, uid, { ...fromTheForm(), handled: true }));
  });
  it("account · create with the honeypot's field → denied", async () => {
    const { uid, db } = await account();
    await assertFails(sendMessage(db, uid, { ...fromTheForm(), website: 'spam.example' }));
  });

  for (const who of ['visitor', 'member', 'editor'] as const) {
    it(`${who} · read a message or list the inbox → denied`, async () => {
      const id = await seeded();
      await assertFails(as(who).doc(`messages/${id}`).get());
      await assertFails(as(who).collection('messages').limit(10).get());
      await assertFails(as(who).collection('messages').where('handled', '==', false).get());
    });
    it(`${who} · mark handled or delete → denied`, async () => {
      const id = await seeded();
      await assertFails(as(who).doc(`messages/${id}`).update({ handled: true }));
      await assertFails(as(who).doc(`messages/${id}`).delete());
    });
  }

  it('admin · list newest first and the unhandled ones → allowed', async () => {
    await assertSucceeds(as('admin').collection('messages').orderBy('createdAt', 'desc').limit(50).get());
    await assertSucceeds(as('admin').collection('messages').where('handled', '==', false).get());
  });
  it('admin · mark handled, then not handled → allowed', async () => {
    const id = await seeded();
    await assertSucceeds(as('admin').doc(`messages/${id}`).update({ handled: true }));
    await assertSucceeds(as('admin').doc(`messages/${id}`).update({ handled: false }));
  });
  it("admin · change a message's words or mark it with a non-boolean → denied", async () => {
    const id = await seeded();
    await assertFails(as('admin').doc(`messages/${id}`).update({ body: 'Something else entirely.' }));
    await assertFails(as('admin').doc(`messages/${id}`).update({ handled: 'yes' }));
    await assertFails(as('admin').doc(`messages/${id}`).update({ handled: true, note: 'Rang back' }));
  });
  it('admin · delete → allowed', async () => {
    const id = await seeded();
    await assertSucceeds(as('admin').doc(`messages/${id}`).delete());
  });
});
