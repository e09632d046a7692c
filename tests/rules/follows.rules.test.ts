/**
 * firestore.rules for follows and the feed's last visit (validFollows, validUser; decision 0025): a person
 * writes their own follows and lastFeedVisit, never someone else's, and never past the limits of
 * src/lib/follows.ts. Runs against the Firestore emulator:
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:<port> npx vitest run --config vitest.rules.config.ts tests/rules/follows.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { FOLLOW_LIMITS, mergeFollows } from '../../src/lib/follows';
import { serverTimestamp, Timestamp, UID, userDoc } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
const full = {
  collections: keys('type', FOLLOW_LIMITS.collections),
  tags: keys('topic', FOLLOW_LIMITS.tags),
  ids: keys('clubs/club', FOLLOW_LIMITS.ids),
};

describe.skipIf(!emulatorHost)('follows and the feed in firestore.rules', () => {
  const rules = useRulesEnvironment();
  const as = rules.as;
  const member = () => as('member').doc(`users/${UID.member}`);
  const restore = () => rules.withoutRules((db) => db.doc(`users/${UID.member}`).set(userDoc(['member'], 'member')));

  it('member · own follows, as the merge at sign-in writes them (every list full) → allowed', async () => {
    const { merged } = mergeFollows({ collections: [], tags: [], ids: [] }, full);
    await assertSucceeds(member().update({ follows: merged }));
    await restore();
  });
  it('member · own lastFeedVisit (the server’s time) → allowed', async () => {
    await assertSucceeds(member().update({ lastFeedVisit: serverTimestamp() }));
    await restore();
  });
  it('no role · own follows and lastFeedVisit (my feed is for every account) → allowed', async () => {
    await assertSucceeds(
      as('noRole')
        .doc(`users/${UID.noRole}`)
        .update({
          follows: { collections: [], tags: ['running'], ids: ['clubs/thornbury-running-club'] },
          lastFeedVisit: serverTimestamp(),
        }),
    );
  });
  it('member · someone else’s follows → denied', async () => {
    await assertFails(
      as('member')
        .doc(`users/${UID.editor}`)
        .update({ follows: { collections: [], tags: ['running'], ids: [] } }),
    );
  });
  it('member · someone else’s lastFeedVisit → denied', async () => {
    await assertFails(as('member').doc(`users/${UID.editor}`).update({ lastFeedVisit: serverTimestamp() }));
  });
  it('visitor and anonymous account · a member’s follows → denied', async () => {
    const follows = { collections: [], tags: ['running'], ids: [] };
    await assertFails(as('visitor').doc(`users/${UID.member}`).update({ follows }));
    await assertFails(as('anonymous').doc(`users/${UID.member}`).update({ follows }));
  });
  it.each([
    ['ids', { ...full, ids: keys('clubs/club', FOLLOW_LIMITS.ids + 1) }],
    ['tags', { ...full, tags: keys('topic', FOLLOW_LIMITS.tags + 1) }],
    ['collections', { ...full, collections: keys('type', FOLLOW_LIMITS.collections + 1) }],
  ])('member · own follows with one too many %s → denied', async (_kind, follows) => {
    await assertFails(member().update({ follows }));
  });
  it.each([
    ['an unknown list', { collections: [], tags: [], ids: [], people: ['x'] }],
    ['a key that is not text', { collections: [], tags: [42], ids: [] }],
    ['an empty key', { collections: [], tags: [], ids: [''] }],
    ['a key over 200 characters', { collections: [], tags: ['x'.repeat(201)], ids: [] }],
    ['a list that is not a list', { collections: 'events', tags: [], ids: [] }],
  ])('member · own follows with %s → denied', async (_what, follows) => {
    await assertFails(member().update({ follows }));
  });
  it('member · lastFeedVisit that is not a time → denied', async () => {
    await assertFails(member().update({ lastFeedVisit: 'yesterday' }));
    await assertSucceeds(member().update({ lastFeedVisit: Timestamp.now() }));
    await restore();
  });
  it('member · own roles together with follows → denied', async () => {
    await assertFails(
      member().update({ roles: ['member', 'editor'], follows: { collections: [], tags: [], ids: [] } }),
    );
  });
});
