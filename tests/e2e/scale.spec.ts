import { expect, test, withoutServiceWorker } from './fixtures';
import { startSignedIn } from './auth-support';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { removeScaleSample, SAMPLE_SIZES, writeScaleSample, type WrittenSample } from '../../scripts/scale-sample.mjs';

withoutServiceWorker();

/**
 * Lists stay correct past a few hundred items (issue 26). Beside the seed, this spec writes 600 published
 * events that ended over a year ago and 600 published clubs, every id sorting before the seed's (a list
 * that read the first 500 documents in id order used to miss seed items), and 300 older orders at the
 * demo member's shop plus one newer than any other (scripts/scale-sample.mjs, writeScaleSample). Their titles
 * sort after the seed's and their dates are older, so lists ordered by title, date or last change show the
 * seed's items first, as other specs on the same emulators expect; afterAll deletes them again.
 */

interface SeedEvent {
  slug: string;
  title: string;
  status: string;
  publishAt: Date | null;
  startsAt: Date;
  endsAt: Date | null;
  recurrence: unknown;
}

const now = new Date();
const seed = buildSeedData(now);
const published = (data: { status: unknown; publishAt: unknown }) =>
  data.status === 'published' && (data.publishAt === null || (data.publishAt as Date) <= now);
/** The seed's events a visitor sees on /events: published, due, and with a date still to come. */
const upcomingEvents = (seed.collections.events ?? [])
  .map(({ data }) => data as unknown as SeedEvent)
  .filter((event) => published(event) && (event.recurrence !== null || (event.endsAt ?? event.startsAt) > now));
const seededClubs = (seed.collections.clubs ?? [])
  .map(({ data }) => data as { slug: string; title: string; status: string; publishAt: Date | null })
  .filter(published);

/** The addresses of the events the list shows now, without any occurrence in their query. */
async function listedEventPaths(page: import('@playwright/test').Page): Promise<Set<string>> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/events/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? ''));
}

let written: WrittenSample | undefined;

test.describe('lists at scale', () => {
  // One worker, in order: with the project's fullyParallel, each worker running a test of this group would
  // write the sample again (two writers of the same 1,500 documents time out on Firestore's locks) and delete
  // it in its afterAll while the other worker's tests still read it.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    written = await writeScaleSample({ runId: 'e2e' });
    expect(written.events).toHaveLength(SAMPLE_SIZES.pastEvents);
    expect(written.clubs).toHaveLength(SAMPLE_SIZES.clubs);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    if (written) await removeScaleSample(written);
  });

  test('every upcoming seeded event is on /events, with “Show more” as needed', async ({ page }) => {
    test.setTimeout(120_000);
    expect(upcomingEvents.length).toBeGreaterThan(20);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/events/"]').first()).toBeVisible({ timeout: 20_000 });
    const missing = () =>
      listedEventPaths(page).then((shown) => upcomingEvents.filter((event) => !shown.has(`/events/${event.slug}`)));
    const showMore = page.getByRole('button', { name: /^Show more/ });
    for (let clicks = 0; clicks < 100 && (await missing()).length > 0 && (await showMore.isVisible()); clicks += 1) {
      await showMore.click();
    }
    expect((await missing()).map((event) => event.title)).toEqual([]);
    const sampleTitle = String(written?.events[0]?.data.title);
    expect(await page.getByRole('main').getByText(sampleTitle).count()).toBe(0);
  });

  test('events over more than a year ago are read on request: “Show older events” after the past list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const sample = (written?.events ?? []).map(({ data }) => data as unknown as SeedEvent);
    const ended = (event: SeedEvent) => (event.endsAt ?? event.startsAt).getTime();
    const latest = sample.reduce((found, event) => (ended(event) > ended(found) ? event : found));
    await page.goto('/events?when=past');
    await expect(page.getByRole('status').filter({ hasText: /past events?/ })).toBeVisible({ timeout: 20_000 });
    // Not on the device: the window holds the last year only.
    await expect(page.getByRole('main').getByText(latest.title, { exact: true })).toHaveCount(0);
    const showMore = page.getByRole('button', { name: 'Show more events' });
    for (let clicks = 0; clicks < 50 && (await showMore.isVisible()); clicks += 1) await showMore.click();
    await page.getByRole('button', { name: 'Show older events' }).click();
    // The most recently over first, then the next page on request.
    await expect(page.getByRole('main').getByText(latest.title, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: /\d+ past events/ })).toBeVisible();
  });

  test('each seeded club is found on /clubs by its search box', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/clubs');
    const search = page.getByLabel('Search clubs');
    await expect(search).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').locator('a[href^="/clubs/"]').first()).toBeVisible({ timeout: 20_000 });
    const notFound: string[] = [];
    for (const club of seededClubs) {
      await search.fill(club.title);
      const link = page.getByRole('main').locator(`a[href="/clubs/${club.slug}"]`).first();
      const found = await link
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!found) notFound.push(club.title);
    }
    expect(notFound).toEqual([]);
  });

  test('the seller’s newest order is first in the seller’s orders', async ({ page }) => {
    const newest = written?.newestOrder;
    expect(newest).toBeDefined();
    await startSignedIn(page, 'member');
    await page.goto('/dashboard/orders?status=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const references = page.getByRole('main').getByRole('link', { name: /^[A-Z0-9_-]{6}$/ });
    await expect(references.first()).toBeVisible({ timeout: 20_000 });
    await expect(references.first()).toHaveText(String(newest?.data.reference));
  });
});
