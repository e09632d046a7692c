import { FIRESTORE, getDocument } from './backend-support';
import { expect, test, withoutServiceWorker } from './fixtures';

withoutServiceWorker();

/**
 * A product whose description nests 3,000 quotes (issue 25) crashed its page ("Something went wrong")
 * and the build. Now the page shows the text as plain paragraphs, and a picture from another host in
 * Markdown is a link, never loaded. Written past the rules, as a body saved before the fix would be.
 */

const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents`;
const SLUG = 'deep-quotes-jam';

test('a product description of 3,000 nested quotes shows as plain text, and a tracking picture as a link', async ({
  page,
}) => {
  const source = await getDocument('products', 'damson-jam');
  if (!source) throw new Error('The seeded product damson-jam is missing.');
  const body = `${'>'.repeat(3_000)} Made with our own damsons.\n\n![Pixel](https://tracker.example/p.gif)`;
  const response = await fetch(`${DOCUMENTS}/products/${SLUG}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        ...source.fields,
        slug: { stringValue: SLUG },
        title: { stringValue: 'Deep quotes jam' },
        body: { stringValue: body },
      },
    }),
  });
  expect(response.ok).toBe(true);
  const trackerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) trackerRequests.push(request.url());
  });

  await page.goto(`/shop/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep quotes jam' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Made with our own damsons.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // The same text, formatted, with the picture from another host.
  const formatted = 'Made with our own damsons.\n\n![Pixel](https://tracker.example/p.gif)';
  const patch = await fetch(`${DOCUMENTS}/products/${SLUG}?updateMask.fieldPaths=body`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { body: { stringValue: formatted } } }),
  });
  expect(patch.ok).toBe(true);
  await page.goto(`/shop/${SLUG}`);
  await expect(page.getByRole('link', { name: 'Pixel' })).toHaveAttribute('href', 'https://tracker.example/p.gif', {
    timeout: 20_000,
  });
  expect(trackerRequests).toEqual([]);
});
