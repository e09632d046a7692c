/**
 * An HTTP proxy that makes a local connection behave like a slow mobile one: each request waits one
 * round trip before it is sent on, and every response shares one download rate. Chromium's own
 * throttling (DevTools) applies to a page but not to its service worker, whose precaching is exactly
 * what a first visit's "ready offline" time is made of; through this proxy both are slowed alike.
 * Plain HTTP only (the benchmark serves and talks to the emulators over HTTP). Chromium skips proxies
 * for 127.0.0.1 unless started with `--proxy-bypass-list=<-loopback>`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

/** Lighthouse's "slow 4G" (its mobile default): 150 ms round trip, 1.6 Mbit/s down. */
export const SLOW_4G = { roundTripMs: 150, downloadBytesPerSecond: (1638.4 * 1024) / 8 };

/**
 * A shared download rate: each chunk waits until the link would have carried the bytes before it.
 * @param {number} bytesPerSecond
 * @param {() => number} now milliseconds
 */
export function createSharedLink(bytesPerSecond, now = () => performance.now()) {
  let freeAt = 0;
  return {
    /** How long the caller must wait before `bytes` have arrived, in ms. */
    reserve(bytes) {
      const start = Math.max(now(), freeAt);
      freeAt = start + (bytes / bytesPerSecond) * 1000;
      return Math.max(0, freeAt - now());
    },
  };
}

/**
 * @param {{ roundTripMs: number, downloadBytesPerSecond: number }} profile
 * @returns {Promise<{ port: number, bytes: () => number, close: () => Promise<void> }>}
 */
export async function startThrottlingProxy(profile = SLOW_4G) {
  const link = createSharedLink(profile.downloadBytesPerSecond);
  let bytes = 0;
  const sockets = new Set();
  const server = http.createServer(async (request, response) => {
    let target;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    await delay(profile.roundTripMs);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, connection: 'keep-alive' } },
      async (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        for await (const chunk of answer) {
          bytes += chunk.length;
          const wait = link.reserve(chunk.length);
          if (wait > 0) await delay(wait);
          if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
        }
        response.end();
      },
    );
    upstream.on('error', () => response.destroy());
    request.on('aborted', () => upstream.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    bytes: () => bytes,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
