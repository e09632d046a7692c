import { expect, test } from './fixtures';
import { ACCOUNTS, signInThroughForm } from './auth-support';
import { FIRESTORE, getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { expectNoViolationsInBothModes } from './support';

/**
 * Follows and "My feed" (decision 0025): a visitor follows a club with no signal, the follow moves into
 * their account when they sign in, and the feed shows the club's next event offline.
 */

const CLUB = { path: '/clubs/thornbury-chess-club', key: 'clubs/thornbury-chess-club', name: 'Thornbury Chess Club' };
/** The member's follows as seeded (scripts/seed-data.mjs), put back afterwards. */
const SEEDED_FOLLOWS = {
  collections: ['events'],
  tags: ['running', 'repair', 'gardening'],
  ids: ['clubs/thornbury-running-club'],
};

const list = (values: string[]) => ({
  arrayValue: values.length ? { values: values.map((stringValue) => ({ stringValue })) } : {},
});

async function restoreMemberFollows(): Promise<void> {
  const url = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents/users/${ACCOUNTS.member.uid}?updateMask.fieldPaths=follows`;
  const fields = Object.fromEntries(Object.entries(SEEDED_FOLLOWS).map(([kind, values]) => [kind, list(values)]));
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { follows: { mapValue: { fields } } } }),
  });
  if (!response.ok) throw new Error(`Could not restore the member's follows: ${response.status}`);
}

async function memberFollowedIds(): Promise<string[]> {
  const user = await getDocument('users', ACCOUNTS.member.uid);
  const ids = user?.fields.follows?.mapValue?.fields?.ids as
    { arrayValue?: { values?: { stringValue?: string }[] } } | undefined;
  return (ids?.arrayValue?.values ?? []).map((value) => value.stringValue ?? '');
}

test('a visitor follows a club offline; signing in moves it into their account; the feed shows its next event with no network', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  expect(await memberFollowedIds()).not.toContain(CLUB.key);
  try {
    await page.goto(CLUB.path);
    await expect(page.getByRole('heading', { level: 1, name: CLUB.name })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    // The data code too, as after any earlier visit: offline before it was ever fetched, the page reloads
    // itself once back online (offline.spec covers that), which raced this test's next navigation.
    await waitForFirebaseCode(page);

    // No signal: the follow is kept on this device.
    await goOffline(context);
    const follow = page.getByRole('button', { name: `Follow ${CLUB.name}` });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(page.getByRole('button', { name: `Following ${CLUB.name}` })).toHaveAttribute('aria-pressed', 'true');

    // Back online, they sign in on the feed's page: the device's follow joins the account's.
    await goOnline(context, [page]);
    await page.goto('/dashboard/myfeed');
    await signInThroughForm(page, 'member');
    await expect.poll(memberFollowedIds, { timeout: 15_000 }).toContain(CLUB.key);
    // The account's own follows are all still there.
    expect(await memberFollowedIds()).toContain('clubs/thornbury-running-club');

    // The feed, with no network after a reload: the club's next meeting is in it, and says why.
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My feed' })).toBeVisible();
    const chess = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Chess Club night' }) });
    await expect(chess).toContainText(`Because you follow`);
    await expect(chess).toContainText(CLUB.name);
    await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
    await expectNoViolationsInBothModes(page, 'my feed');

    // Unfollowing from the feed works offline too.
    await page.getByRole('button', { name: `Unfollow ${CLUB.name}` }).click();
    await expect(page.getByRole('button', { name: `Unfollow ${CLUB.name}` })).toHaveCount(0);
    await goOnline(context, [page]);
    await expect.poll(memberFollowedIds, { timeout: 15_000 }).not.toContain(CLUB.key);
  } finally {
    await restoreMemberFollows();
  }
});
