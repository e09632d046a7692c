import type { BrowserContext, Page } from '@playwright/test';
import { keepOfflineAcrossNavigations } from './offline-state';

/** The Firestore emulator the app talks to in tests (scripts/emulators.mjs; project demo-community). */
export const FIRESTORE = 'http://127.0.0.1:8080';
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents`;
/** The emulator lets "owner" read everything, past the security rules. */
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type FirestoreValue = {
  stringValue?: string;
  integerValue?: string;
  booleanValue?: boolean;
  timestampValue?: string;
  nullValue?: null;
  mapValue?: { fields?: Record<string, FirestoreValue> };
};

export interface StoredDocument {
  id: string;
  fields: Record<string, FirestoreValue>;
}

/** Documents of `collection` whose `field` equals `value`, read from the emulator itself (REST). */
export async function findDocuments(collection: string, field: string, value: string): Promise<StoredDocument[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields: Record<string, FirestoreValue> } }[];
  return rows.flatMap((row) =>
    row.document ? [{ id: row.document.name.split('/').at(-1) ?? '', fields: row.document.fields }] : [],
  );
}

export async function getDocument(collection: string, id: string): Promise<StoredDocument | undefined> {
  const response = await fetch(`${DOCUMENTS}/${collection}/${id}`, { headers: OWNER });
  if (response.status === 404) return undefined;
  const document = (await response.json()) as { name: string; fields: Record<string, FirestoreValue> };
  return { id, fields: document.fields };
}

/** Deletes a document as the emulator's owner, past the rules (what an earlier attempt at a test left). */
export async function deleteDocument(collection: string, id: string): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/${collection}/${id}`, { method: 'DELETE', headers: OWNER });
  if (!response.ok) throw new Error(`DELETE ${collection}/${id}: ${response.status} ${await response.text()}`);
}

/**
 * Sets string fields of a document as the emulator's owner, past the rules (a seller's step whose own
 * screens another spec drives), leaving the other fields as they are.
 */
export async function setStrings(collection: string, id: string, fields: Record<string, string>): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const body = {
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])),
  };
  const response = await fetch(`${DOCUMENTS}/${collection}/${id}?${mask}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH ${collection}/${id}: ${response.status} ${await response.text()}`);
}

/**
 * A real offline state: the browser has no network and the emulator's open streams are cut
 * (`setOffline` alone leaves an open WebChannel stream alive).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await keepOfflineAcrossNavigations(context);
  await context.route(`${FIRESTORE}/**`, (route) => route.abort('internetdisconnected'));
  await context.route('http://127.0.0.1:9099/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** Back online; the `online` event wakes the SDK at once instead of after its back-off. */
export async function goOnline(context: BrowserContext, pages: Page[]): Promise<void> {
  await context.unroute(`${FIRESTORE}/**`);
  await context.unroute('http://127.0.0.1:9099/**');
  await context.setOffline(false);
  for (const page of pages) await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
