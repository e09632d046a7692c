import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughForm, startSignedIn } from './auth-support';
import { getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { axeViolations } from './support';

/**
 * The documents library against the seeded emulators: who sees what (firestore.rules mayReadDocument,
 * through each reader's own queries), a members-only address for a visitor, a 5 MB upload over a
 * connection that drops mid-way, and "Keep offline". Lists and pages of every type (axe included) are
 * covered by the registry-wide specs; this file is what is special to documents.
 */

const STORAGE = 'http://127.0.0.1:9199';
const BUCKET = 'demo-community.appspot.com';

/** A valid PDF of about `bytes` bytes: one page, padded with a comment (the size is what the test needs). */
function pdfOfSize(bytes: number, title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${title}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${title}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const padding = Math.max(0, bytes - body.length - 300);
  // Comment lines of 99 characters: readers skip them.
  body += `${'%'.padEnd(98, 'x')}\n`.repeat(Math.floor(padding / 99));
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A request that carries bytes of a resumable upload (not its start). */
function isUploadChunk(request: Request): boolean {
  return (
    request.url().startsWith(`${STORAGE}/`) &&
    request.method() === 'POST' &&
    (request.headers()['x-goog-upload-command'] ?? '').includes('upload')
  );
}

/** The size Storage holds for `path`, or 0. */
async function storedSize(path: string): Promise<number> {
  const response = await fetch(`${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) return 0;
  return Number(((await response.json()) as { size?: string }).size ?? 0);
}

test('/policies lists the association’s policy documents under the links to the policy pages', async ({ page }) => {
  await page.goto('/policies');
  const documents = page.getByRole('region', { name: 'Policy documents' });
  await expect(documents.getByRole('link', { name: /Safeguarding policy/ }).first()).toBeVisible();
});

test.describe('who reads which documents', () => {
  test('a visitor sees public documents only, and a members-only address asks them to sign in; a member then reads it, and their committee’s papers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/documents');
    const main = page.locator('#main-content');
    await expect(main.getByRole('link', { name: 'Annual report' })).toBeVisible({ timeout: 15_000 });
    await expect(main).not.toContainText('Volunteer handbook');
    await expect(main).not.toContainText('Green Spaces Committee minutes');

    await page.goto('/documents/volunteer-handbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a member to read this' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await axeViolations(page), 'the members-only page for a visitor').toEqual([]);

    // The committee's page lists its public papers to a visitor, not its committee-only ones.
    await page.goto('/committees/green-spaces-committee');
    const papers = page.getByRole('region', { name: /^Papers of the Green Spaces Committee/ });
    await expect(papers).toBeVisible({ timeout: 15_000 });
    await expect(papers).not.toContainText('Green Spaces Committee minutes');

    await page.goto('/documents/volunteer-handbook');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, 'member');
    await expect(page).toHaveURL(/\/documents\/volunteer-handbook$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer handbook' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Who can read it: members only')).toBeVisible();

    // The member is on the Green Spaces Committee (with their account), not on the Finance one.
    await page.goto('/documents');
    await expect(main.getByRole('link', { name: 'Volunteer handbook' })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByRole('link', { name: 'Green Spaces Committee minutes' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Annual report' })).toBeVisible();
    await expect(main).not.toContainText('Finance Committee minutes');

    await page.goto('/committees/green-spaces-committee');
    await expect(papers.getByRole('link', { name: 'Green Spaces Committee minutes' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('documents upload through the outbox', () => {
  test('a 5 MB document uploaded over a connection that drops mid-way completes after reconnecting', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const file = pdfOfSize(5 * 1024 * 1024, 'Parish plan consultation');
    let chunks = 0;
    let cut = false;
    await context.route(`${STORAGE}/**`, async (route) => {
      if (isUploadChunk(route.request())) {
        chunks += 1;
        // The third piece of the file: some of it is in Storage, most is not.
        if (chunks === 3 && !cut) {
          cut = true;
          await goOffline(context);
          await route.abort('internetdisconnected');
          return;
        }
      }
      await route.continue();
    });

    await startSignedIn(page, 'editor');
    await page.goto('/dashboard/documents/new');
    await waitForServiceWorkerControl(page);
    await waitForFirebaseCode(page);
    await expect(page.getByRole('heading', { level: 1, name: 'New document' })).toBeVisible({ timeout: 15_000 });
    const title = `Parish plan consultation ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByTestId('file-input-file').setInputFiles({
      name: 'Parish plan consultation.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
    await expect(page.getByText(/Parish plan consultation\.pdf/)).toBeVisible();
    await page.getByLabel('Kind', { exact: true }).selectOption('report');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/documents\/[A-Za-z0-9]{20}$/, { timeout: 15_000 });
    const id = page.url().split('/').at(-1) ?? '';

    // The connection drops during the upload: the file waits on this device, nothing is lost.
    await expect.poll(() => cut, { timeout: 45_000 }).toBe(true);
    await expect(page.getByTestId('upload-status')).toContainText('1 file waiting to upload', { timeout: 15_000 });

    await goOnline(context, [page]);
    await expect
      .poll(async () => (await getDocument('documents', id))?.fields.file?.mapValue?.fields?.url?.stringValue ?? '', {
        timeout: 60_000,
      })
      .toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    const stored = (await getDocument('documents', id))?.fields.file?.mapValue?.fields ?? {};
    expect(stored.size?.integerValue).toBe(String(file.length));
    expect(await storedSize(stored.path?.stringValue ?? '')).toBe(file.length);
    await expect(page.getByTestId('upload-status')).toHaveCount(0);
    expect(await axeViolations(page), 'the editor with an uploaded file').toEqual([]);
  });
});

test.describe('keep offline', () => {
  test('"Keep offline" keeps a PDF on the device: it opens with no network, and the list shows it with its size', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/documents/annual-report');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    // Once online, the app keeps the published documents on the device: the page itself then opens offline.
    await waitForOfflineCopy(page);
    await waitForFirebaseCode(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Annual report' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Keep offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep offline' }).click();
    await expect(page.getByText('Kept on this device').first()).toBeVisible({ timeout: 15_000 });

    await goOffline(context);
    await context.route(`${STORAGE}/**`, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Annual report' })).toBeVisible({ timeout: 15_000 });
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Open PDF/ }).click();
    const popup = await opened;
    expect(popup.url()).toMatch(/^blob:/);
    await popup.waitForLoadState();
    // The browser's own PDF viewer has it: the file came from this device, with no network.
    expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
    await popup.close();

    await page.goto('/documents');
    const kept = page.getByRole('region', { name: 'Kept on this device' });
    await expect(kept.getByRole('link', { name: 'Annual report' })).toBeVisible({ timeout: 15_000 });
    await expect(kept).toContainText(/\d+(\.\d)? (KB|MB|bytes)/);
    expect(await axeViolations(page), 'the documents list with a kept document').toEqual([]);
    await kept
      .getByRole('button', { name: /Remove/ })
      .first()
      .click();
    await expect(kept.getByRole('link', { name: 'Annual report' })).toHaveCount(0);
  });
});
