/**
 * The documents library in firestore.rules, against the emulator. Who reads it (`mayReadDocument`,
 * `onCommittee`): public papers everyone, members-only papers members, a committee's papers the members of
 * that committee with an account (committeeMembers/{committeeId}) and editors. Also who reads and writes
 * committeeMembers (editors, and the members it lists, who read it only: visitors never learn an account
 * id) and what it may hold. Then a document's own fields (`validDocument`,
 * `validFile`: every field of src/features/documents/document-schema.ts, allowed and refused) and
 * its revision history (`match /{coll}/{docId}/revisions/{rev}`: editors read and create).
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8286 npx vitest run --config vitest.rules.config.ts tests/rules/documents.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { beforeAll, describe, it } from 'vitest';
import {
  contentUpdate,
  documentFile,
  modularWhere as where,
  newContent,
  publicList,
  serverTimestamp,
  slugIndexPath,
  storedContent,
  UID,
  writeContent,
  type Db,
  type DocData,
} from './fixtures';
import { emulatorHost, typeShapeTests, useRulesEnvironment } from './rules-environment';

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
      const committee = { ...storedContent('committees'), members: [{ name: 'Someone', role: 'Member' }] };
      await db.doc(`committees/${COMMITTEE}`).set(committee);
      await db.doc(`committees/${OTHER_COMMITTEE}`).set(committee);
      await db.doc(`committeeMembers/${COMMITTEE}`).set({ memberUids: [UID.member] });
      await db.doc(`committeeMembers/${OTHER_COMMITTEE}`).set({ memberUids: [UID.admin] });
      for (const [id, fields] of Object.entries(papers)) {
        await db.doc(`documents/${id}`).set({ ...storedContent('documents', { id }), ...fields, slug: id });
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

  const accounts = (id: string) => `committeeMembers/${id}`;

  const accountReads: [Parameters<typeof rules.as>[0], boolean][] = [
    ['visitor', false],
    ['owner', false],
    [{ uid: UID.noRole }, false],
    ['member', true],
    ['editor', true],
  ];
  for (const [who, allowed] of accountReads) {
    it(`${typeof who === 'string' ? who : who.uid} · get the account ids of a committee ${allowed ? 'they are on (or as editor)' : 'they are not on'} → ${allowed ? 'allowed' : 'denied'}`, async () => {
      const read = rules.as(who).doc(accounts(COMMITTEE)).get();
      await (allowed ? assertSucceeds(read) : assertFails(read));
    });
  }

  it('a member finds their own committees (array-contains their id) → allowed; anyone else’s, or all → denied', async () => {
    const member = rules.as('member');
    await assertSucceeds(member.collection('committeeMembers').where('memberUids', 'array-contains', UID.member).get());
    await assertFails(member.collection('committeeMembers').where('memberUids', 'array-contains', UID.admin).get());
    await assertFails(member.collection('committeeMembers').get());
    await assertFails(rules.as('visitor').collection('committeeMembers').get());
  });

  it('a member cannot put themselves on a committee; an editor writes the account ids', async () => {
    await assertFails(
      rules
        .as('member')
        .doc(accounts(OTHER_COMMITTEE))
        .set({ memberUids: [UID.admin, UID.member] }),
    );
    await assertFails(
      rules
        .as('member')
        .doc(accounts('new-committee'))
        .set({ memberUids: [UID.member] }),
    );
    await assertSucceeds(
      rules
        .as('editor')
        .doc(accounts('new-committee'))
        .set({ memberUids: [UID.member] }),
    );
    await assertFails(rules.as('editor').doc(accounts('new-committee')).delete());
  });

  it('one account at a time, as "Who reads the papers" writes it (arrayUnion / arrayRemove, merged): editors only', async () => {
    const { arrayRemove, arrayUnion } = firebase.firestore.FieldValue;
    const path = accounts('one-at-a-time');
    const steps: [Parameters<typeof rules.as>[0], firebase.firestore.FieldValue, boolean][] = [
      ['member', arrayUnion(UID.member), false],
      ['editor', arrayUnion(UID.member, UID.admin), true],
      ['member', arrayRemove(UID.admin), false],
      ['editor', arrayRemove(UID.member), true],
    ];
    for (const [who, memberUids, allowed] of steps) {
      const write = rules.as(who).doc(path).set({ memberUids }, { merge: true });
      await (allowed ? assertSucceeds(write) : assertFails(write));
    }
    // The member is off it: they no longer read the list (nor, by onCommittee, the committee's papers).
    await assertFails(rules.as('member').doc(path).get());
    const full = Array.from({ length: 100 }, (_, i) => `uid-${i}`);
    await assertSucceeds(rules.as('editor').doc(path).set({ memberUids: full }));
    await assertFails(
      rules
        .as('editor')
        .doc(path)
        .set({ memberUids: arrayUnion('one-more') }, { merge: true }),
    );
  });

  it('committeeMembers: up to 100 account ids, each one line of 1–128 characters, and nothing else', async () => {
    const editor = rules.as('editor');
    const path = accounts('shape-test');
    await assertSucceeds(editor.doc(path).set({ memberUids: [] }));
    const hundred = Array.from({ length: 100 }, (_, i) => `uid-${i}`);
    await assertSucceeds(editor.doc(path).set({ memberUids: hundred }));
    for (const memberUids of [[...hundred, 'one-more'], [''], ['ok', 'x'.repeat(129)], ['a\nb'], 'uid-1', [7]]) {
      await assertFails(editor.doc(path).set({ memberUids }));
    }
    await assertFails(editor.doc(path).set({ memberUids: ['uid-1'], names: ['Sam'] }));
    await assertFails(editor.doc(path).set({}));
    await assertSucceeds(editor.doc(path).set({ memberUids: ['uid-1'] }));
  });

  it('a committee’s papers follow committeeMembers: taken off it, a member no longer reads them', async () => {
    await rules.withoutRules((db) => db.doc(accounts(COMMITTEE)).set({ memberUids: [] }));
    await assertFails(rules.as('member').doc('documents/green-minutes').get());
    await rules.withoutRules((db) => db.doc(accounts(COMMITTEE)).set({ memberUids: [UID.member] }));
    await assertSucceeds(rules.as('member').doc('documents/green-minutes').get());
  });
});

const MEETING = firebase.firestore.Timestamp.fromDate(new Date('2026-10-28T19:00:00Z'));
const MIB = 1024 * 1024;

/**
 * A valid committee paper with every field set, before `changes`; its file lives under its own id (the
 * slug the shape tests write it at). A `{id}` in a changed file's path becomes that id.
 */
function paper(changes: DocData = {}): DocData {
  const id = String(changes['slug'] ?? 'created');
  const file = changes['file'] as DocData | null | undefined;
  const ownFile = file && typeof file['path'] === 'string' ? { ...file, path: file['path'].replace('{id}', id) } : file;
  return {
    ...newContent('documents', UID.editor, { id }),
    status: 'published',
    file: documentFile(id),
    category: 'minutes',
    date: MEETING,
    committeeId: COMMITTEE,
    visibility: 'committee',
    ...changes,
    ...('file' in changes ? { file: ownFile } : {}),
  };
}

const remove = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

/** The valid document with its file changed. */
const withFile =
  (changes: DocData) =>
  (d: DocData): DocData => ({ ...d, file: { ...(d['file'] as DocData), ...changes } });

const fileWithout =
  (key: string) =>
  (d: DocData): DocData => ({ ...d, file: remove(d['file'] as DocData, key) });

/** Refused: one field wrong each. */
const REFUSED: [string, (valid: DocData) => DocData][] = [
  ['an unknown field', (d) => ({ ...d, downloads: 0 })],
  ['file missing', (d) => remove(d, 'file')],
  ['file null (a save needs a file)', (d) => ({ ...d, file: null })],
  ['file a string', (d) => ({ ...d, file: 'minutes.pdf' })],
  ['file a list', (d) => ({ ...d, file: [d['file']] })],
  ['file with an extra key', withFile({ pages: 3 })],
  ['file without a path', fileWithout('path')],
  ['file without a url', fileWithout('url')],
  ['file without a content type', fileWithout('contentType')],
  ['file without a size', fileWithout('size')],
  ['file without a name', fileWithout('name')],
  ['file path of another document', withFile({ path: 'documents/someone-else/k2v9x1/minutes.pdf' })],
  ['file path outside documents/', (d) => withFile({ path: `images/documents/${String(d['slug'])}/k2v9x1/a.pdf` })(d)],
  ['file path with no upload folder', (d) => withFile({ path: `documents/${String(d['slug'])}/minutes.pdf` })(d)],
  ['file path one folder too deep', (d) => withFile({ path: `documents/${String(d['slug'])}/a/b/minutes.pdf` })(d)],
  ['file path with a line break', (d) => withFile({ path: `documents/${String(d['slug'])}/k2v9x1/minutes\n.pdf` })(d)],
  [
    'file path over 1,024 characters',
    (d) => withFile({ path: `documents/${String(d['slug'])}/k2v9x1/${'x'.repeat(1010)}.pdf` })(d),
  ],
  ['file url at javascript:', withFile({ url: 'javascript:alert(1)' })],
  ['file url at data:', withFile({ url: 'data:application/pdf;base64,JVBERi0=' })],
  ['file url with a space', withFile({ url: 'https://example.org/a file.pdf' })],
  ['file url over 2,048 characters', withFile({ url: `https://example.org/${'x'.repeat(2040)}` })],
  ['file url null', withFile({ url: null })],
  ['file content type a program', withFile({ contentType: 'application/x-msdownload' })],
  ['file content type SVG (can carry script)', withFile({ contentType: 'image/svg+xml' })],
  ['file content type HTML', withFile({ contentType: 'text/html' })],
  ['file content type in capitals', withFile({ contentType: 'APPLICATION/PDF' })],
  ['file size 0 (empty)', withFile({ size: 0 })],
  ['file size negative', withFile({ size: -1 })],
  ['file size over 20 MiB', withFile({ size: 20 * MIB + 1 })],
  ['file size a fraction', withFile({ size: 1.5 })],
  ['file size as text', withFile({ size: '12345' })],
  ['file name empty', withFile({ name: '' })],
  ['file name over 200 characters', withFile({ name: `${'x'.repeat(197)}.pdf` })],
  ['file name with a line break', withFile({ name: 'minutes\n.pdf' })],
  ['file name with a U+202E override', withFile({ name: 'minutes\u202Efdp.exe' })],
  ['category missing', (d) => remove(d, 'category')],
  ["category 'memo'", (d) => ({ ...d, category: 'memo' })],
  ['date missing', (d) => remove(d, 'date')],
  ['date as text', (d) => ({ ...d, date: '2026-10-28' })],
  ['committeeId missing', (d) => remove(d, 'committeeId')],
  ['committeeId empty', (d) => ({ ...d, committeeId: '' })],
  ['committeeId over 128', (d) => ({ ...d, committeeId: 'x'.repeat(129) })],
  ['committeeId a number', (d) => ({ ...d, committeeId: 7 })],
  ['committeeId with a line break', (d) => ({ ...d, committeeId: 'green\nspaces' })],
  ['visibility missing', (d) => remove(d, 'visibility')],
  ["visibility 'secret'", (d) => ({ ...d, visibility: 'secret' })],
  ['committee papers with no committee', (d) => ({ ...d, visibility: 'committee', committeeId: null })],
];

/** Allowed: the valid document with these changes (`{id}` in a file path is the document's id). */
const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  ['a file still waiting to upload (url empty)', { file: documentFile('{id}', { url: '' }) }],
  [
    'a file at the Storage emulator’s address',
    {
      file: documentFile('{id}', {
        url: 'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o/documents%2Fx%2Fseed%2Fa.pdf?alt=media&token=abc',
      }),
    },
  ],
  ['public, no committee, no date', { visibility: 'public', committeeId: null, date: null }],
  ['members only, for a committee', { visibility: 'members', category: 'agenda' }],
  ['a policy', { category: 'policy', visibility: 'public', committeeId: null }],
  ['a report', { category: 'report' }],
  ['a form', { category: 'form', visibility: 'public', committeeId: null }],
  [
    'a Word document',
    {
      file: documentFile('{id}', {
        path: 'documents/{id}/k2v9x1/booking-form.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'Booking form.docx',
      }),
    },
  ],
  ['a CSV file', { file: documentFile('{id}', { contentType: 'text/csv', name: 'accounts.csv' }) }],
  ['a picture', { file: documentFile('{id}', { contentType: 'image/png', name: 'site-plan.png' }) }],
  ['a file of 1 byte', { file: documentFile('{id}', { size: 1 }) }],
  ['a file of exactly 20 MiB', { file: documentFile('{id}', { size: 20 * MIB }) }],
  ['a file name of 200 characters, accents kept', { file: documentFile('{id}', { name: `${'é'.repeat(196)}.pdf` }) }],
  ['a committee id of 128 characters', { committeeId: 'x'.repeat(128) }],
];

describe.skipIf(!emulatorHost)('firestore.rules · documents’ own fields', () => {
  const rules = useRulesEnvironment();
  const nextId = typeShapeTests(rules, 'documents', {
    valid: paper,
    refused: REFUSED,
    allowed: ALLOWED,
    seededAtLeast: 8,
    // A seeded file lives under its seeded id: written at another id, it moves with it.
    seededAs: (data, id) => {
      const file = data['file'] as DocData;
      return {
        ...data,
        file: { ...file, path: String(file['path']).replace(/^documents\/[^/]+\//, `documents/${id}/`) },
      };
    },
  });
  const editor = () => rules.as('editor');

  it('editor · update · a new version of the file (a new upload folder) → allowed', async () => {
    const id = nextId();
    await assertSucceeds(writeContent(editor(), 'documents', id, paper({ slug: id })));
    const file = documentFile(id, { path: `documents/${id}/n3w7up/minutes-v2.pdf`, url: '', name: 'Minutes v2.pdf' });
    await assertSucceeds(editor().doc(`documents/${id}`).update(contentUpdate(UID.editor, { file })));
  });

  it('editor · update · point the file at another document’s file → denied', async () => {
    const id = nextId();
    await assertSucceeds(writeContent(editor(), 'documents', id, paper({ slug: id })));
    const file = documentFile('published');
    await assertFails(editor().doc(`documents/${id}`).update(contentUpdate(UID.editor, { file })));
  });

  it('editor · update · make committee papers of a document with no committee → denied', async () => {
    const id = nextId();
    await assertSucceeds(
      writeContent(editor(), 'documents', id, paper({ slug: id, visibility: 'public', committeeId: null })),
    );
    const ref = editor().doc(`documents/${id}`);
    await assertFails(ref.update(contentUpdate(UID.editor, { visibility: 'committee' })));
    await assertSucceeds(ref.update(contentUpdate(UID.editor, { visibility: 'committee', committeeId: COMMITTEE })));
  });

  it('editor · update · change the slug of a document with every field full (expression budget) → allowed', async () => {
    const id = nextId();
    const tags = Array.from({ length: 12 }, (_, i) => `tag-${i}`.padEnd(32, 'x'));
    const file = documentFile(id, { name: `${'x'.repeat(196)}.pdf` });
    await assertSucceeds(writeContent(editor(), 'documents', id, paper({ slug: id, tags, file })));
    const db = editor();
    const batch = db.batch();
    batch.update(db.doc(`documents/${id}`), contentUpdate(UID.editor, { slug: `${id}-renamed` }));
    batch.set(db.doc(slugIndexPath('documents', `${id}-renamed`)), { id });
    await assertSucceeds(batch.commit());
  });

  it('member · create · a valid document → denied (editors only)', async () => {
    const id = nextId();
    await assertFails(
      writeContent(
        rules.as('member'),
        'documents',
        id,
        paper({ slug: id, createdBy: UID.member, updatedBy: UID.member }),
      ),
    );
  });
});

describe.skipIf(!emulatorHost)('firestore.rules · documents’ revision history', () => {
  const rules = useRulesEnvironment();
  const ID = 'revised-paper';
  const stored = (): DocData => storedContent('documents', { id: ID, slug: ID });

  /** A save of the stored document (version 1) by `uid` with its revision, as the repository writes it. */
  const saveWithRevision = (db: Db, uid: string, revision: DocData = {}) => {
    const batch = db.batch();
    batch.update(db.doc(`documents/${ID}`), contentUpdate(uid, { category: 'report' }));
    batch.set(db.doc(`documents/${ID}/revisions/1`), {
      version: 1,
      savedBy: uid,
      savedAt: serverTimestamp(),
      document: stored(),
      ...revision,
    });
    return batch.commit();
  };

  beforeAll(async () => {
    await rules.withoutRules(async (db) => {
      await db.doc(`documents/${ID}`).set(stored());
    });
  });

  it('editor · save a document with the revision of the version it replaces → allowed; then read it', async () => {
    await assertSucceeds(saveWithRevision(rules.as('editor'), UID.editor));
    await assertSucceeds(rules.as('editor').collection(`documents/${ID}/revisions`).get());
    await assertSucceeds(rules.as('editor').doc(`documents/${ID}/revisions/1`).get());
    await assertSucceeds(rules.as('admin').doc(`documents/${ID}/revisions/1`).get());
  });

  for (const role of ['visitor', 'member', 'owner'] as const) {
    it(`${role} · read a document's revisions → denied`, async () => {
      await assertFails(rules.as(role).collection(`documents/${ID}/revisions`).get());
      await assertFails(rules.as(role).doc(`documents/${ID}/revisions/1`).get());
    });
  }

  it('editor · update or delete a revision, or overwrite it with a second save of version 1 → denied', async () => {
    const db = rules.as('editor');
    await assertFails(db.doc(`documents/${ID}/revisions/1`).update({ savedBy: 'someone' }));
    await assertFails(db.doc(`documents/${ID}/revisions/1`).delete());
    await assertFails(saveWithRevision(db, UID.editor));
  });

  it('member · create a revision of a document → denied', async () => {
    await rules.withoutRules(async (db) => {
      await db.doc(`documents/${ID}`).set(stored());
    });
    const db = rules.as('member');
    await assertFails(
      db.doc(`documents/${ID}/revisions/1`).set({
        version: 1,
        savedBy: UID.member,
        savedAt: serverTimestamp(),
        document: stored(),
      }),
    );
  });
});
