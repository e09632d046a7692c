/**
 * Loaded by tests/storage/storage-service.browser-sdk.test.ts in Chromium: the app's Storage service with
 * the browser build of firebase/storage (XHR, CORS) against the Storage emulator.
 */
import { initializeApp } from 'firebase/app';
import * as storageModule from 'firebase/storage';
import { createStorageService } from '@/firebase/storage-service';

export interface ProbeResult {
  progress: number[];
  downloadUrl: string;
  status: number;
  contentType: string | null;
  sameBytes: boolean;
  existsBefore: boolean;
  existsAfter: boolean;
  imageWidth: number;
}

declare global {
  interface Window {
    storageProbe(host: string, port: number, path: string, size: number): Promise<ProbeResult>;
  }
}

/** A real JPEG (16×9, drawn here), padded after its end marker to `size` bytes: decoders ignore the rest. */
async function jpeg(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 9;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#2a6';
  context.fillRect(0, 0, 16, 9);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg'));
  if (!blob) throw new Error('no JPEG from the canvas');
  const picture = new Uint8Array(await blob.arrayBuffer());
  const data = new Uint8Array(new ArrayBuffer(Math.max(size, picture.length)));
  data.set(picture);
  for (let index = picture.length; index < data.length; index += 1) data[index] = index & 0xff;
  return data;
}

window.storageProbe = async (host, port, path, size) => {
  const app = initializeApp({
    projectId: 'demo-community',
    storageBucket: 'demo-community.appspot.com',
    apiKey: 'demo-key',
  });
  const storage = storageModule.getStorage(app);
  storageModule.connectStorageEmulator(storage, host, port);
  const service = createStorageService(storage, storageModule);
  const data = await jpeg(size);
  const existsBefore = (await service.exists(path)) !== null;
  const progress: number[] = [];
  const { downloadUrl } = await service.upload(
    path,
    new Blob([data], { type: 'image/jpeg' }),
    'image/jpeg',
    (sent) => progress.push(sent),
    new AbortController().signal,
  );
  const existsAfter = (await service.exists(path)) !== null;
  const response = await fetch(downloadUrl);
  const received = new Uint8Array(await response.arrayBuffer());
  const sameBytes = received.length === data.length && received.every((byte, index) => byte === data[index]);
  const image = new Image();
  image.src = downloadUrl;
  await image.decode().catch(() => undefined);
  return {
    progress,
    downloadUrl,
    status: response.status,
    contentType: response.headers.get('content-type'),
    sameBytes,
    existsBefore,
    existsAfter,
    imageWidth: image.naturalWidth,
  };
};
