import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from './http-client';

/** A real local server that answers with the status queued for each path, counting the calls. */
let server: Server;
let base = '';
const calls = new Map<string, number>();
const script = new Map<string, number[]>();

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const key = `${request.method} ${request.url}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    const status = script.get(request.url ?? '')?.shift() ?? 200;
    response.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '0' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('httpClient retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    script.set(`/get-${status}`, [status]);
    await expect(httpClient.get(`${base}/get-${status}`).json()).resolves.toEqual({ ok: true });
    expect(calls.get(`GET /get-${status}`)).toBe(2);
  });

  it('gives up after one retry', async () => {
    script.set('/always-500', [500, 500, 500]);
    await expect(httpClient.get(`${base}/always-500`)).rejects.toThrow();
    expect(calls.get('GET /always-500')).toBe(2);
  });

  it('does not retry other statuses', async () => {
    script.set('/404', [404]);
    await expect(httpClient.get(`${base}/404`)).rejects.toThrow();
    expect(calls.get('GET /404')).toBe(1);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    script.set(`/${method}`, [503]);
    await expect(httpClient[method](`${base}/${method}`)).rejects.toThrow();
    expect(calls.get(`${method.toUpperCase()} /${method}`)).toBe(1);
  });
});
