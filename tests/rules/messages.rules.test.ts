/**
 * Contact messages in firestore.rules (`validMessage` and `match /messages`): what the contact form
 * sends (src/pages/contact-message.ts, storedMessageFields) is accepted from anyone; only admins read,
 * mark handled and delete. (The full create corpus is in firestore.rules.test.ts.)
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8284 npx vitest run --config vitest.rules.config.ts \
 *        tests/rules/messages.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { contactMessageSchema, newMessageId, storedMessageFields } from '../../src/pages/contact-message';
import { message, SEEDED_AT, serverTimestamp, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

/** Exactly what the contact form writes. */
function fromTheForm(): DocData {
  const parsed = contactMessageSchema.parse({
    name: '  Priya Shah ',
    email: 'priya@example.co.uk',
    subject: 'Stall at the summer fair',
    body: 'Hello,\n\nCould I book a stall for my cakes?\n',
    consent: true,
  });
  return { ...storedMessageFields(parsed), createdAt: serverTimestamp() };
}

describe.skipIf(!emulatorHost)('firestore.rules · contact messages', () => {
  const rules = useRulesEnvironment();
  let count = 0;
  const as = rules.as;
  const seeded = async (data: DocData = message(SEEDED_AT)): Promise<string> => {
    const id = `inbox-${(count += 1)}`;
    await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(`messages/${id}`).set(data));
    return id;
  };

  it('visitor · create what the form sends, with an id made on the device → allowed', async () => {
    await assertSucceeds(as('visitor').doc(`messages/${newMessageId()}`).set(fromTheForm()));
  });
  it('member · create what the form sends → allowed', async () => {
    await assertSucceeds(as('member').collection('messages').doc().set(fromTheForm()));
  });
  it('visitor · the same message sent twice (same id) → the second is refused, so it arrives once', async () => {
    const ref = `messages/${newMessageId()}`;
    await assertSucceeds(as('visitor').doc(ref).set(fromTheForm()));
    await assertFails(as('visitor').doc(ref).set(fromTheForm()));
  });
  it('visitor · create already marked handled → denied', async () => {
    await assertFails(
      as('visitor')
        .collection('messages')
        .doc()
        .set({ ...fromTheForm(), handled: true }),
    );
  });
  it("visitor · create with the honeypot's field → denied", async () => {
    await assertFails(
      as('visitor')
        .collection('messages')
        .doc()
        .set({ ...fromTheForm(), website: 'spam.example' }),
    );
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
