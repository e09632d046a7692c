import { createServer, request as httpRequest } from 'node:http';
import { createGzip } from 'node:zlib';
import { startStaticServer } from './static-server.mjs';

const COMPRESSED = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/**
 * The static server on `staticPort` behind a gzip step for text on `port`, as Firebase Hosting sends it; both
 * servers join `servers`, which stopServing closes.
 */
export async function startServing(dir, { staticPort, port, servers }) {
  servers.push(await startStaticServer(dir, staticPort));
  const proxy = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: staticPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response) => {
        const headers = { ...response.headers };
        const gzip =
          COMPRESSED.test(String(headers['content-type'] ?? '')) &&
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
        if (!gzip) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        outgoing.writeHead(response.statusCode ?? 502, {
          ...headers,
          'content-encoding': 'gzip',
          vary: 'Accept-Encoding',
        });
        response.pipe(createGzip()).pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  servers.push(proxy);
}

export async function stopServing(servers) {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
}
