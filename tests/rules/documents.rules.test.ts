/**
 * Who reads the documents library (firestore.rules `mayReadDocument`, `onCommittee`), against the emulator:
 * public papers everyone, members-only papers members, a committee's papers the members of that committee
 * with an account (its `memberUids`, worked out when the committee is saved) and editors. Also what a
 * committee's `memberUids` may hold.
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8286 npx vitest run --config vitest.rules.config.ts tests/rules/documents.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeAll, describe, it } from 'vitest';
import { contentUpdate, modularWhere as where, publicList, storedContent, UID, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const COMMITTEE = 'green-spaces';
const OTHER_COMMITTEE = 'finance';
const papers: Record<string, DocData> = {
  'green-minutes': { visibility: 'committee', committeeId: COMMITTEE },
  'finance-minutes': { visibility: 'committee', committeeId: OTHER_COMMITTEE },
  'no-committee': { visibility: 'committee', committeeId: null },
  handbook: { visibility: 'members', committeeId: null },
  policy: { visibility: 'public', committeeId: null },
};

describe.skipIf(!emulatorHost)('firestore.rules · documents by visibility', () => {
  const rules = useRulesEnvironment();

  beforeAll(async () => {
    await rules.withoutRules(async (db) => {
      const committee = (uids: string[]) => ({
        ...storedContent('committees'),
        members: uids.map((uid) => ({ name: 'Someone', role: 'Member', uid })),
        memberUids: uids,
      });
      await db.doc(`committees/${COMMITTEE}`).set(committee([UID.member]));
      await db.doc(`committees/${OTHER_COMMITTEE}`).set(committee([UID.admin]));
      for (const [id, fields] of Object.entries(papers)) {
        await db.doc(`documents/${id}`).set({ ...storedContent('documents'), ...fields, slug: id });
      }
    });
  });

  const readable: [string, Parameters<typeof rules.as>[0], boolean][] = [
    ['green-minutes', 'member', true],
    ['green-minutes', 'owner', false],
    ['green-minutes', 'visitor', false],
    ['green-minutes', 'editor', true],
    ['finance-minutes', 'member', false],
    ['no-committee', 'member', false],
    ['handbook', 'member', true],
    ['handbook', 'visitor', false],
    ['policy', 'visitor', true],
  ];
  for (const [id, who, allowed] of readable) {
    it(`${typeof who === 'string' ? who : who.uid} · get ${id} → ${allowed ? 'allowed' : 'denied'}`, async () => {
      const read = rules.as(who).doc(`documents/${id}`).get();
      await (allowed ? assertSucceeds(read) : assertFails(read));
    });
  }

  it('a committee member lists their committee’s papers (asking by committee) → allowed', async () => {
    await assertSucceeds(
      publicList(rules.as('member'), 'documents', [
        where('visibility', '==', 'committee'),
        where('committeeId', '==', COMMITTEE),
      ]),
    );
  });

  it('a committee member lists another committee’s papers, or all committee papers → denied', async () => {
    await assertFails(
      publicList(rules.as('member'), 'documents', [
        where('visibility', '==', 'committee'),
        where('committeeId', '==', OTHER_COMMITTEE),
      ]),
    );
    await assertFails(publicList(rules.as('member'), 'documents', [where('visibility', '==', 'committee')]));
  });

  it('a committee’s memberUids: up to 100 account ids, each one line of 1–128 characters', async () => {
    const path = `committees/${COMMITTEE}`;
    const editor = rules.as('editor');
    await assertSucceeds(editor.doc(path).update(contentUpdate(UID.editor, { memberUids: [], version: 2 })));
    const hundred = Array.from({ length: 100 }, (_, i) => `uid-${i}`);
    await assertSucceeds(editor.doc(path).update(contentUpdate(UID.editor, { memberUids: hundred, version: 3 })));
    for (const memberUids of [[...hundred, 'one-more'], [''], ['ok', 'x'.repeat(129)], ['a\nb'], 'uid-1', [7]]) {
      await assertFails(editor.doc(path).update(contentUpdate(UID.editor, { memberUids, version: 4 })));
    }
    await assertSucceeds(editor.doc(path).update(contentUpdate(UID.editor, { memberUids: ['uid-1'], version: 4 })));
  });
});
