import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startSignedIn } from './auth-support';
import { findDocuments } from './backend-support';
import { expect, test, withoutServiceWorker } from './fixtures';
import { expectNoViolationsInBothModes } from './support';

withoutServiceWorker();

/**
 * The editor as a new editor met it on a phone: one 2,800 px column with Save at the very bottom,
 * free text for the category, no preview, and dates that read the American way in an en-US browser.
 */

const EVENT_SECTIONS = ['What', 'When', 'Where', 'Price and booking', 'Who runs it', 'Description and picture'];

/** Opens a new event's editor as an editor, with the session global-setup.ts kept. */
async function openNewEvent(page: Page): Promise<void> {
  await startSignedIn(page, 'editor');
  await page.goto('/dashboard/events/new');
  // The first signed-in read on a cold emulator can take longer than the usual wait.
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible({ timeout: 20_000 });
}

/** The fields a new event needs before it can be saved. */
async function fillRequired(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill('A test event made by the editor layout tests.');
  await page.getByLabel('Starts').fill('18/12/2026 16:30');
  await page.getByLabel('Ends').fill('18/12/2026 18:00');
  await page.getByLabel('Venue name').fill('Thornbury Town Hall');
  await page.getByLabel('Category').fill('Family');
  await page.keyboard.press('Escape');
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the editor at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('groups the fields into titled sections, with Save and Publish in reach at the end', async ({
      page,
    }, testInfo) => {
      await openNewEvent(page);
      for (const title of [...EVENT_SECTIONS, 'Publishing']) {
        await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
      }
      const index = page.getByRole('navigation', { name: 'Sections of this form' });
      if (viewport.width >= 1000) await expect(index.getByRole('link', { name: 'Where' })).toBeVisible();
      else await expect(index).toBeHidden();

      const save = page.getByRole('button', { name: 'Save', exact: true });
      const publish = page.getByRole('button', { name: 'Publish now' });
      // At the top of the form the bar is already on screen…
      await expect(save).toBeInViewport({ ratio: 1 });
      await expect(publish).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`editor-top-${viewport.width}.png`) });

      // …and after scrolling to the very end, where it does not cover the last field.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(save).toBeInViewport({ ratio: 1 });
      await expect(publish).toBeInViewport({ ratio: 1 });
      for (const button of [save, publish]) {
        const box = await button.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      const bar = await page.getByTestId('editor-actions').boundingBox();
      const schedule = await page.getByRole('button', { name: 'Schedule' }).boundingBox();
      expect(bar && schedule && schedule.y + schedule.height <= bar.y).toBe(true);
      expect(bar && bar.y + bar.height <= viewport.height).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`editor-end-${viewport.width}.png`) });
      // Half way down, the bar still floats in view.
      await page.getByRole('region', { name: 'Where', exact: true }).scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport({ ratio: 1 });
    });
  });
}

test('visitors’ pages do not load the editor’s stylesheets', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
  expect(sheets.some((href) => /Popover|Combobox|styles-[\w-]+\.css/.test(href))).toBe(false);
  expect(await page.locator('link[data-linked-styles]').count()).toBe(0);
});

test.describe('the editor', () => {
  test('"View on site" appears once the event is published, and opens its public page', async ({ page }) => {
    const title = `Editor layout lantern walk ${Date.now()}`;
    await openNewEvent(page);
    await fillRequired(page, title);
    await expect(page.getByRole('link', { name: 'View on site' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 15_000 });
    // A draft has no public page yet.
    await expect(page.getByRole('link', { name: 'View on site' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 15_000 });
    const view = page.getByRole('link', { name: 'View on site' });
    await expect(view).toBeVisible();
    await view.click();
    await expect(page).toHaveURL(/\/events\/editor-layout-lantern-walk-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  });

  test('"Publish now" that the checks refuse says so, keeps it a draft and takes you to the problem', async ({
    page,
  }) => {
    await openNewEvent(page);
    await fillRequired(page, `Editor layout refused publish ${Date.now()}`);
    // A picture without its description: the form's checks refuse the save, so nothing is published.
    await page
      .getByTestId('image-file-image')
      .setInputFiles(fileURLToPath(new URL('../../public/screenshots/wide-home.jpg', import.meta.url)));
    const description = page.getByLabel(/Describe the photo/);
    await expect(description).toBeVisible();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved yet' })).toBeVisible();
    await expect(description).toBeFocused();
    await expect(page.getByTestId('editor-status')).toHaveText('Draft');
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
    await expect(page.getByTestId('editor-sync')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('All changes saved')).toHaveCount(0);
    expect(page.url()).toMatch(/\/dashboard\/events\/new$/);
  });

  test('the Markdown preview shows the public page’s sanitised HTML, and runs nothing', async ({ page }) => {
    await openNewEvent(page);
    await page.evaluate(() => {
      (window as unknown as { editorXss?: number }).editorXss = 0;
    });
    await page
      .getByLabel('Full description')
      .fill(
        'Some **bold** words.\n\n<img src="x" onerror="window.editorXss = 1">\n\n<script>window.editorXss = 2</script>',
      );
    await page.getByRole('button', { name: 'Preview full description' }).click();
    const preview = page.getByTestId('markdown-preview');
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onerror]')).toHaveCount(0);
    // Give a broken image time to fire its handler, had one survived.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { editorXss?: number }).editorXss)).toBe(0);
    await page.getByRole('button', { name: 'Hide preview of full description' }).click();
    await expect(preview).toHaveCount(0);
  });

  test('the category picker offers the categories already in use, and takes a new one', async ({ page }) => {
    await openNewEvent(page);
    const category = page.getByLabel('Category');
    await category.click();
    const listbox = page.getByRole('listbox', { name: 'Already in use' });
    await expect(listbox.getByRole('option', { name: 'Music', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(listbox.getByRole('option', { name: 'Community', exact: true })).toBeVisible();
    await category.fill('Mu');
    await listbox.getByRole('option', { name: 'Music', exact: true }).click();
    await expect(category).toHaveValue('Music');
    await category.fill('Storytelling');
    await expect(category).toHaveValue('Storytelling');
    await category.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please choose or type a category.', { exact: true })).toBeVisible();
    // The alert above the form names the field too.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Category: Please choose or type a category.' }),
    ).toBeVisible();
  });
});

test.describe('in an American browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('dates read day/month/year with a 24-hour clock, and save London wall time', async ({ page }) => {
    const title = `Editor layout May fair ${Date.now()}`;
    await openNewEvent(page);
    await fillRequired(page, title);
    const starts = page.getByLabel('Starts');
    await starts.fill('12/05/2026 16:30');
    await page.getByLabel('Ends').fill('12/05/2026 18:00');
    await page.getByLabel('Summary').click();
    await expect(starts).toHaveValue('12/05/2026 16:30');
    await expect(page.getByLabel('Ends')).toHaveValue('12/05/2026 18:00');
    // The picker's calendar is styled (its stylesheet comes with the editor, not the public pages).
    await starts.click();
    const day = page.getByRole('button', { name: '12 May 2026', exact: true });
    await expect(day).toBeVisible();
    // The week starts on Monday, as British calendars do.
    await expect(page.getByRole('row').filter({ has: day })).toHaveAccessibleName(/^11 May 2026/);
    const looks = await day.evaluate((element) => {
      let dropdown: Element | null = element;
      while (dropdown && !dropdown.className.toString().includes('Popover-dropdown')) dropdown = dropdown.parentElement;
      const box = element.getBoundingClientRect();
      return {
        position: dropdown ? getComputedStyle(dropdown).position : 'none',
        square: Math.round(box.width) === Math.round(box.height) && box.width >= 28,
      };
    });
    expect(looks).toEqual({ position: 'absolute', square: true });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 15_000 });
    const [saved] = await findDocuments('events', 'title', title);
    // 12 May, 16:30 in London (British Summer Time) is 15:30 UTC, whatever the browser's zone.
    expect(saved?.fields.startsAt?.timestampValue).toMatch(/^2026-05-12T15:30:00(\.0+)?Z$/);
    expect(saved?.fields.endsAt?.timestampValue).toMatch(/^2026-05-12T17:00:00(\.0+)?Z$/);
    await page.reload();
    await expect(page.getByLabel('Starts')).toHaveValue('12/05/2026 16:30');
  });
});

test.describe('the editor passes axe in light and dark mode', () => {
  test.use({ colorScheme: 'light' });

  test('with its sections, action bar and an open preview', async ({ page }) => {
    await openNewEvent(page);
    await page.getByLabel('Full description').fill('A **short** description.');
    await page.getByRole('button', { name: 'Preview full description' }).click();
    await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('short');
    await expectNoViolationsInBothModes(page, 'editor');
  });
});
