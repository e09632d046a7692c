/**
 * The Storage service with the real Firebase SDK (firebase/storage, Node build) against the Storage
 * emulator scripts/emulators.mjs started (FIREBASE_STORAGE_EMULATOR_HOST): the real upload protocol,
 * one multipart request up to 256 KB and a resumable session in chunks above it, progress, download URLs
 * that serve the bytes, exists(), abort. Where Java 21 is missing the emulator's rules evaluation is
 * replaced (STORAGE_RULES_ENFORCED=false), so nothing here depends on storage.rules: its own suite is
 * tests/storage/storage-rules.test.ts (docs/decisions/0020-testing-storage.md).
 */
import { createServer, connect, type Server } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as storageModule from 'firebase/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorageService, type StorageService } from '@/firebase/storage-service';

const emulatorHost = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').trim();
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-community';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Bytes that are not all alike, so a wrong offset in a resumed or chunked upload shows. */
function bytes(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(new ArrayBuffer(size));
  for (let index = 0; index < size; index += 1) data[index] = (index * 31 + (index >> 8)) & 0xff;
  return data;
}

/**
 * The upload requests the SDK sends, in order: `multipart`, or a resumable session's `start`, then its
 * chunks (`upload`, the last `upload, finalize`), from the X-Goog-Upload-* headers.
 */
function recordUploads() {
  const seen: string[] = [];
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const headers = new Headers(init?.headers);
    const command = headers.get('X-Goog-Upload-Command');
    const protocol = headers.get('X-Goog-Upload-Protocol');
    if (command) seen.push(command);
    else if (protocol) seen.push(protocol);
    return original(input, init);
  });
  return { seen, restore: () => spy.mockRestore() };
}

/**
 * A TCP relay to the emulator that cuts the connection once, mid-request, after `dropAfter` bytes have
 * gone up: a connection lost during an upload.
 */
async function flakyRelay(
  target: string,
  dropAfter: number,
): Promise<{ port: number; drops: () => number; commands: string[]; close: () => void }> {
  const [host = '127.0.0.1', port = '0'] = target.split(':');
  let sent = 0;
  let drops = 0;
  const commands: string[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), host);
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      for (const found of chunk.toString('latin1').matchAll(/x-goog-upload-command: *([^\r\n]+)/gi)) {
        commands.push(found[1] ?? '');
      }
      if (drops === 0 && sent > dropAfter) {
        drops += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const [one, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      one.on('error', () => other.destroy());
      one.on('close', () => other.destroy());
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return { port: address.port, drops: () => drops, commands, close: () => server.close() };
}

describe.skipIf(!emulatorHost)(
  `the Storage service against the Storage emulator (${emulatorHost || 'not running'})`,
  () => {
    let app: FirebaseApp;
    let service: StorageService;

    beforeAll(() => {
      app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'demo-key' }, `storage-${run}`);
      const storage = storageModule.getStorage(app);
      const [host, port] = emulatorHost.split(':');
      storageModule.connectStorageEmulator(storage, host ?? '127.0.0.1', Number(port));
      service = createStorageService(storage, storageModule);
    });

    afterAll(async () => {
      await deleteApp(app);
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('uploads a 700 KB picture as a resumable session with progress; its download URL serves the same bytes', async () => {
      const data = bytes(700 * 1024);
      const path = `images/events/${run}/large.jpg`;
      const progress: [number, number][] = [];
      const protocols = recordUploads();
      const { downloadUrl } = await service.upload(
        path,
        new Blob([data]),
        'image/jpeg',
        (sent, total) => progress.push([sent, total]),
        new AbortController().signal,
      );
      protocols.restore();

      // 256 KB chunks at first (the SDK doubles them while they go well): start, chunks, finalize.
      expect(protocols.seen[0]).toBe('start');
      expect(protocols.seen.filter((entry) => entry === 'upload').length).toBeGreaterThanOrEqual(1);
      expect(protocols.seen.at(-1)).toBe('upload, finalize');
      expect(progress.at(-1)).toEqual([data.length, data.length]);
      expect(progress.some(([sent]) => sent > 0 && sent < data.length)).toBe(true);
      const sent = progress.map(([value]) => value);
      expect([...sent].sort((a, b) => a - b)).toEqual(sent);

      expect(downloadUrl).toContain(`${emulatorHost}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`);
      expect(downloadUrl).toMatch(/[?&]alt=media&token=[\w-]+/);
      const response = await fetch(downloadUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      // Compared as buffers: a deep equality over 700,000 elements takes seconds.
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(data))).toBe(true);

      const metadata = await storageModule.getMetadata(storageModule.ref(storageModule.getStorage(app), path));
      expect(metadata.size).toBe(data.length);
      expect(metadata.cacheControl).toBe('public, max-age=31536000, immutable');
    });

    it('uploads a file up to 256 KB in one multipart request', async () => {
      const data = bytes(100 * 1024);
      const protocols = recordUploads();
      const { downloadUrl } = await service.upload(
        `documents/${run}/u1/minutes.pdf`,
        new Blob([data]),
        'application/pdf',
        () => undefined,
        new AbortController().signal,
      );
      protocols.restore();
      expect(protocols.seen).toEqual(['multipart']);
      const response = await fetch(downloadUrl);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect((await response.arrayBuffer()).byteLength).toBe(data.length);
    });

    it('exists(): null before the upload, the download URL after it (an idempotent retry costs nothing)', async () => {
      const path = `images/businesses/${run}/again.webp`;
      await expect(service.exists(path)).resolves.toBeNull();
      const { downloadUrl } = await service.upload(
        path,
        new Blob([bytes(300 * 1024)]),
        'image/webp',
        () => undefined,
        new AbortController().signal,
      );
      const found = await service.exists(path);
      expect(found?.downloadUrl.split('&token=')[0]).toBe(downloadUrl.split('&token=')[0]);
      expect((await fetch(found?.downloadUrl ?? '')).status).toBe(200);
    });

    it('a connection lost mid-upload: the SDK asks how much arrived and resumes; the file is whole', async () => {
      const relay = await flakyRelay(emulatorHost, 600 * 1024);
      const flakyApp = initializeApp(
        { projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'demo-key' },
        `flaky-${run}`,
      );
      try {
        const storage = storageModule.getStorage(flakyApp);
        storageModule.connectStorageEmulator(storage, '127.0.0.1', relay.port);
        const data = bytes(2 * 1024 * 1024);
        const path = `documents/${run}/u3/minutes.pdf`;
        const progress: number[] = [];
        await createStorageService(storage, storageModule).upload(
          path,
          new Blob([data]),
          'application/pdf',
          (sent) => progress.push(sent),
          new AbortController().signal,
        );
        expect(relay.drops()).toBe(1);
        expect(progress.at(-1)).toBe(data.length);
        const found = await service.exists(path);
        const response = await fetch(found?.downloadUrl ?? '');
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
      } finally {
        await deleteApp(flakyApp);
        relay.close();
      }
    });

    it('an aborted upload stops with storage/canceled and leaves no file', async () => {
      const path = `documents/${run}/u2/report.pdf`;
      const controller = new AbortController();
      const done = service.upload(
        path,
        new Blob([bytes(2 * 1024 * 1024)]),
        'application/pdf',
        (sent) => {
          if (sent > 0) controller.abort();
        },
        controller.signal,
      );
      setTimeout(() => controller.abort(), 50);
      await expect(done).rejects.toMatchObject({ code: 'storage/canceled', message: 'The upload was cancelled.' });
      await expect(service.exists(path)).resolves.toBeNull();
    });
  },
);
