/**
 * Trail stops' own fields in firestore.rules (validTrailStop, validAudio, match /trailStops), against the
 * Firestore emulator: every field of the schema allowed and refused, an audio guide's path tied to its
 * stop, and a renumbering batch (the trail's order) as the editor's page writes it.
 * Run: `node scripts/emulators.mjs exec --no-seed -- npx vitest run --config vitest.rules.config.ts tests/rules/trail-stops.rules.test.ts`.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { beforeEach, describe, expect, it } from 'vitest';
import { trailStopSchema } from '@/features/trail/trail-schema';
import { UID, contentIds, contentUpdate, newContent, storedContent, writeContent, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost)
  console.warn('trail-stops.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

type Db = firebase.firestore.Firestore;

const createdId = contentIds('trailStops').created;
const audio = (id = createdId) => ({
  path: `audio/trailStops/${id}/abc123/guide.mp3`,
  url: '',
  contentType: 'audio/mpeg',
  size: 1_000_000,
  name: 'Guide.mp3',
});

describe.skipIf(!emulatorHost)('firestore.rules: trail stops', () => {
  const rules = useRulesEnvironment();
  const db = (uid: string | null): Db => rules.as(uid === null ? 'visitor' : { uid });
  const editor = () => db(UID.editor);
  const create = (data: DocData) => writeContent(editor(), 'trailStops', createdId, data);
  const valid = (changes: DocData = {}) => ({ ...newContent('trailStops', UID.editor), ...changes });
  const seedDoc = (path: string, data: DocData) =>
    rules.env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });

  beforeEach(async () => {
    await rules.env().withSecurityRulesDisabled(async (context) => {
      const store = context.firestore();
      await store.doc(`trailStops/${createdId}`).delete();
      await store.doc(`slugs/trailStops/taken/summer-fair-2025`).delete();
    });
  });

  it('the fixture is valid for the app’s schema too', () => {
    const parsed = trailStopSchema.safeParse({
      ...storedContent('trailStops'),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(parsed.success).toBe(true);
    expect(
      trailStopSchema.safeParse({
        ...storedContent('trailStops'),
        audio: audio(),
        createdAt: new Date(),
        updatedAt: new Date(),
      }).success,
    ).toBe(true);
  });

  it('a valid stop, with or without what3words and an audio guide → allowed', async () => {
    await assertSucceeds(create(valid()));
  });
  it('an audio guide waiting for upload, then with its address → allowed', async () => {
    await assertSucceeds(create(valid({ audio: audio(), transcript: 'Hello.\n\nWelcome.' })));
  });
  it('no what3words → allowed', async () => {
    await assertSucceeds(create(valid({ what3words: null })));
  });

  const refused: [string, DocData][] = [
    ['an unknown field', { audioUrl: null }],
    ['order missing', { order: undefined }],
    ['order 0', { order: 0 }],
    ['order 1.5', { order: 1.5 }],
    ['artist empty', { artist: '' }],
    ['artist with a bidi override', { artist: 'R.\u202ePainter' }],
    ['medium missing', { medium: undefined }],
    ['latitude outside the UK', { lat: 40.4 }],
    ['longitude east of the UK', { lng: 12.5 }],
    ['latitude missing', { lat: null }],
    ['what3words of two words', { what3words: 'filled.count' }],
    ['access notes over 1,000 characters', { accessibility: 'x'.repeat(1001) }],
    ['transcript missing', { transcript: undefined }],
    ['audio of another stop', { audio: audio('mutated') }],
    ['audio under documents/', { audio: { ...audio(), path: `documents/${createdId}/abc/guide.mp3` } }],
    ['audio as a video', { audio: { ...audio(), contentType: 'video/mp4' } }],
    ['audio over 30 MB', { audio: { ...audio(), size: 31_457_281 } }],
    ['audio with javascript:', { audio: { ...audio(), url: 'javascript:alert(1)' } }],
    ['audio with an extra key', { audio: { ...audio(), duration: 3 } }],
  ];
  for (const [name, changes] of refused) {
    it(`${name} → denied`, async () => {
      const data = Object.fromEntries(Object.entries(valid(changes)).filter(([, value]) => value !== undefined));
      await assertFails(create(data));
    });
  }

  it('renumbering: an editor moves two stops in one batch; a member cannot', async () => {
    await seedDoc('trailStops/published', storedContent('trailStops', { status: 'published' }));
    await seedDoc('trailStops/mutated', { ...storedContent('trailStops'), order: 2 });
    const renumber = (uid: string) => {
      const store = db(uid);
      const batch = store.batch();
      batch.update(store.doc('trailStops/published'), contentUpdate(uid, { order: 2 }));
      batch.update(store.doc('trailStops/mutated'), contentUpdate(uid, { order: 1 }));
      return batch.commit();
    };
    await assertFails(renumber(UID.member));
    await assertSucceeds(renumber(UID.editor));
  });
});
