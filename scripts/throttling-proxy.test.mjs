import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedLink, startThrottlingProxy } from './throttling-proxy.mjs';

describe('createSharedLink', () => {
  it('queues bytes behind each other on one link', () => {
    let now = 0;
    const link = createSharedLink(1_000, () => now);
    expect(link.reserve(500)).toBe(500);
    expect(link.reserve(500)).toBe(1_000);
    now = 2_000;
    expect(link.reserve(100)).toBe(100);
  });
});

describe('startThrottlingProxy', () => {
  const closers = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('passes a request through to its server and counts the bytes of the answer', async () => {
    const origin = http.createServer((request, response) => response.end(`hello from ${request.url}`));
    await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => origin.close(resolve)));
    const proxy = await startThrottlingProxy({ roundTripMs: 1, downloadBytesPerSecond: 1e9 });
    closers.push(proxy.close);
    const body = await new Promise((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.1:${origin.address().port}/page` },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
    });
    expect(body).toBe('hello from /page');
    expect(proxy.bytes()).toBe(body.length);
  });
});
