#!/usr/bin/env node
/**
 * A tiny static server for tests: serves a folder as the production host would (the app shell for the
 * app's addresses, 404.html with status 404 for others, no-cache for the files that announce a release),
 * reading files on every request so a test can swap one build for another while it runs.
 * Usage: node scripts/static-server.mjs DIR PORT
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import * as hosting from './route-rewrites.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // Firestore data bundles: Hosting sends them as text (firebase.json), so the CDN compresses them.
  '.bundle': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};
const NO_CACHE = new Set([
  '/index.html',
  '/app-shell.html',
  '/404.html',
  '/sw.js',
  '/version.json',
  '/manifest.webmanifest',
]);

export function startStaticServer(root, port, host = '127.0.0.1') {
  const base = resolve(root);
  const rewrites = hosting.readRewrites();
  const redirects = hosting.readRedirects();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const moved = hosting.movedTo(url, redirects);
    if (moved !== null) {
      response.writeHead(301, { Location: moved }).end();
      return;
    }
    let path = normalize(decodeURIComponent(url.pathname));
    if (path.endsWith('/')) path += 'index.html';
    let file = join(base, path);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => undefined);
    let status = 200;
    if (!info?.isFile()) {
      // As firebase.json has it: a prerendered page for this address, else the app shell for the app's
      // addresses, else the not-found page with status 404.
      const appAddress = hosting.isAppAddress(url.pathname, rewrites);
      const candidates = [
        `${path}.html`,
        ...(appAddress ? [hosting.APP_SHELL, '/index.html'] : [hosting.NOT_FOUND_PAGE]),
      ];
      if (!appAddress) status = 404;
      for (const candidate of candidates) {
        info = await stat(join(base, candidate)).catch(() => undefined);
        if (info?.isFile()) {
          if (candidate === `${path}.html`) status = 200;
          path = candidate;
          break;
        }
      }
      file = join(base, path);
      if (!info?.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    response.writeHead(status, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': NO_CACHE.has(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveListen) => server.listen(port, host, () => resolveListen(server)));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [root = 'dist', port = '4175'] = process.argv.slice(2);
  await startStaticServer(root, Number(port));
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
}
