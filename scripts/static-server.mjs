#!/usr/bin/env node
/**
 * A tiny static server for tests: serves a folder as the production host would (SPA fallback to
 * index.html, no-cache for the files that announce a release), reading files on every request so a
 * test can swap one build for another while it runs. Usage: node scripts/static-server.mjs DIR PORT
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

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
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};
const NO_CACHE = new Set(['/index.html', '/app-shell.html', '/sw.js', '/version.json', '/manifest.webmanifest']);

export function startStaticServer(root, port, host = '127.0.0.1') {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    let path = normalize(decodeURIComponent(url.pathname));
    if (path.endsWith('/')) path += 'index.html';
    let file = join(base, path);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      if (extname(path)) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      // A prerendered page for this address, else the app shell (as firebase.json does).
      const candidates = [`${path}.html`, '/app-shell.html', '/index.html'];
      for (const candidate of candidates) {
        info = await stat(join(base, candidate)).catch(() => undefined);
        if (info?.isFile()) {
          path = candidate;
          break;
        }
      }
      file = join(base, path);
      if (!info?.isFile()) {
        response.writeHead(404).end();
        return;
      }
    }
    response.writeHead(200, {
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
