#!/usr/bin/env node
/**
 * Writes the demo data (scripts/seed-data.mjs) into running emulators, replacing whatever is there:
 * clears the Auth and Firestore emulators, creates the demo accounts with fixed uids, uploads each
 * library document's file (a small PDF, seedPdf) to the Storage emulator when one answers, then writes
 * every document through the Firestore emulator's REST API as `owner` (security rules bypassed).
 *
 * Usage: node scripts/seed.mjs   (emulators already running; honours FIRESTORE_EMULATOR_HOST,
 *        FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and GCLOUD_PROJECT, defaults
 *        127.0.0.1:8080, 127.0.0.1:9099, 127.0.0.1:9199, demo-community). Without a Storage emulator the
 *        documents are written with their files not uploaded (`url` empty), and one line says so.
 * Emulators only: it refuses a project id that does not start with `demo-`.
 */
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { buildSeedData, COLLECTIONS, countDocuments, PROJECT_ID, seedPdf, slugIndexDocs } from './seed-data.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OWNER = { Authorization: 'Bearer owner' };
const BATCH_SIZE = 400; // a commit takes at most 500 writes

/** A JS value as a Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export function toFirestoreValue(value) {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Invalid Date in seed data');
    return { timestampValue: value.toISOString() };
  }
  if (Array.isArray(value)) {
    return { arrayValue: value.length ? { values: value.map(toFirestoreValue) } : {} };
  }
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'string':
      return { stringValue: value };
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Non-finite number in seed data: ${value}`);
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'object':
      return { mapValue: { fields: toFirestoreFields(value) } };
    default:
      throw new TypeError(`Cannot store a ${typeof value} in Firestore`);
  }
}

/** A plain object as Firestore REST `fields`. Undefined properties are an error, not silently dropped. */
export function toFirestoreFields(object) {
  const fields = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) throw new TypeError(`Field "${key}" is undefined`);
    fields[key] = toFirestoreValue(value);
  }
  return fields;
}

/**
 * The `:commit` request bodies for a built data set and its slug index, each at most BATCH_SIZE writes.
 * The seed's collections in their order, then any others the data set has (the scaled seed's orders).
 */
export function commitBodies(data, projectId = PROJECT_ID) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const others = Object.keys(data.collections).filter((collection) => !COLLECTIONS.includes(collection));
  const writes = [
    ...[...COLLECTIONS, ...others].flatMap((collection) =>
      (data.collections[collection] ?? []).map(({ id, data: fields }) => ({
        update: { name: `${root}/${collection}/${id}`, fields: toFirestoreFields(fields) },
      })),
    ),
    ...slugIndexDocs(data).map(({ path, data: fields }) => ({
      update: { name: `${root}/${path}`, fields: toFirestoreFields(fields) },
    })),
  ];
  const bodies = [];
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    bodies.push({ writes: writes.slice(start, start + BATCH_SIZE) });
  }
  return bodies;
}

/** The app's bucket in the emulators (src/config/firebase-config.ts, storageBucket). */
export function storageBucket(projectId = PROJECT_ID) {
  return `${projectId}.appspot.com`;
}

/** The Storage emulator's Firebase REST upload of one file's bytes to `path` (a single request, no resumption). */
export function storageUploadUrl(storageHost, bucket, path) {
  return `http://${storageHost}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}&uploadType=media`;
}

/** A file's download URL, as getDownloadURL gives it: its path as one encoded segment, and its token. */
export function storageDownloadUrl(storageHost, bucket, path, token) {
  return `http://${storageHost}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/**
 * Uploads each library document's file (seedPdf of its title, at its `file.path`) to the Storage
 * emulator at `storageHost` as `owner`, and returns the data with every such `file.url` the download URL
 * and `file.size` the stored byte count. When no emulator answers there, says so in one line and returns
 * the data unchanged (files not uploaded: `url` stays ''). `fetch` is for tests.
 */
export async function uploadSeedFiles(
  data,
  { storageHost, bucket = storageBucket(), fetch = globalThis.fetch, log = console.log },
) {
  try {
    await fetch(`http://${storageHost}/v0/b/${bucket}/o`, { signal: globalThis.AbortSignal.timeout(3_000) });
  } catch {
    log(`No Storage emulator at ${storageHost}: the documents' files are not uploaded (their url is empty).`);
    return { data, uploaded: 0 };
  }
  const documents = [];
  for (const entry of data.collections.documents ?? []) {
    const { file, title } = entry.data;
    const bytes = seedPdf(title);
    const response = await fetch(storageUploadUrl(storageHost, bucket, file.path), {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': file.contentType },
      body: bytes,
      signal: globalThis.AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Uploading ${file.path} answered ${response.status}: ${text.slice(0, 500)}`);
    const metadata = JSON.parse(text);
    const token = String(metadata.downloadTokens ?? '').split(',')[0];
    if (!token) throw new Error(`Uploading ${file.path}: the Storage emulator gave no download token.`);
    const size = Number(metadata.size ?? bytes.length);
    documents.push({
      ...entry,
      data: { ...entry.data, file: { ...file, url: storageDownloadUrl(storageHost, bucket, file.path, token), size } },
    });
  }
  return { data: { ...data, collections: { ...data.collections, documents } }, uploaded: documents.length };
}

/** The documents with the list fields the app adds on every save (src/app/list-fields-of-documents.ts). */
export async function addListFields(collections) {
  // Vite's server sets NODE_ENV to "development" in this process when it is unset, and everything this
  // process starts afterwards inherits it: a build run inside the emulators after seeding was React's
  // development build. It is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  // A server rather than runnerImport: the registry loads each type's model with import(), after the
  // first import has returned.
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@': `${ROOT}/src` } },
  });
  try {
    const module = await server.ssrLoadModule('/src/app/list-fields-of-documents.ts');
    return await module.withListFields(collections);
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function request(method, url, body) {
  const response = await globalThis.fetch(url, {
    method,
    headers: { ...OWNER, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: globalThis.AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}

/** Sends commit request bodies (commitBodies) to the Firestore emulator at `firestoreHost`, one after another. */
export async function commitWrites(bodies, { projectId = PROJECT_ID, firestoreHost = '127.0.0.1:8080' } = {}) {
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents:commit`;
  for (const body of bodies) await request('POST', url, body);
}

/**
 * Clears and seeds the emulators. Returns `{ counts, total, accounts, files }` (files: how many were
 * uploaded to Storage). `now` anchors the dates (see buildSeedData); defaults to the current time.
 * `build` makes the data set from `now`: the seed's own by default, the scaled seed for scripts/scale-data.mjs.
 */
export async function seed({
  projectId = PROJECT_ID,
  firestoreHost = '127.0.0.1:8080',
  authHost = '127.0.0.1:9099',
  storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST || '127.0.0.1:9199',
  now = new Date(),
  log = console.log,
  build = buildSeedData,
} = {}) {
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Refusing to seed project "${projectId}": seeding wipes data, so only demo- projects are allowed.`);
  }
  // The files first: each document is written with its file's download URL and real size.
  const uploadedData = await uploadSeedFiles(build(now), {
    storageHost,
    bucket: storageBucket(projectId),
    log,
  });
  const { uploaded } = uploadedData;
  const data = { ...uploadedData.data, collections: await addListFields(uploadedData.data.collections) };

  // Auth: clear, then the demo accounts with their fixed uids.
  const authBase = `http://${authHost}`;
  await request('DELETE', `${authBase}/emulator/v1/projects/${projectId}/accounts`);
  for (const account of data.accounts) {
    await request('POST', `${authBase}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      localId: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
  }

  // Firestore: clear, then commit in batches.
  const firestoreBase = `http://${firestoreHost}`;
  await request('DELETE', `${firestoreBase}/emulator/v1/projects/${projectId}/databases/(default)/documents`);
  await commitWrites(commitBodies(data, projectId), { projectId, firestoreHost });

  const counts = { ...countDocuments(data) };
  for (const [collection, documents] of Object.entries(data.collections)) counts[collection] ??= documents.length;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { counts, total, accounts: data.accounts, files: uploaded };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const options = {
    projectId: process.env.GCLOUD_PROJECT || PROJECT_ID,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    storageHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST || '127.0.0.1:9199',
  };
  seed(options).then(
    ({ counts, total, accounts, files }) => {
      if (files > 0)
        console.log(`Uploaded ${files} documents' files to the Storage emulator at ${options.storageHost}.`);
      console.log(`Seeded ${total} documents into ${options.firestoreHost} (project ${options.projectId}):`);
      console.log(
        Object.entries(counts)
          .map(([name, count]) => `  ${name}: ${count}`)
          .join('\n'),
      );
      console.log(`Accounts in ${options.authHost}:`);
      for (const account of accounts)
        console.log(`  ${account.email} / ${account.password} (${account.roles.join(', ')})`);
    },
    (error) => {
      console.error(`Seeding failed: ${error.message}`);
      if (error.cause?.code === 'ECONNREFUSED') console.error('Are the emulators running? Try: npm run emulators');
      process.exitCode = 1;
    },
  );
}
