/**
 * A static server for a built app, as a CDN would serve it: text gzip-compressed (computed once,
 * kept in memory), any path without a file answered with `index.html` (the app routes itself).
 */
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSED = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.webmanifest',
]);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every file of `dir` by its URL path (`/assets/x.js`), with its body and gzip body. */
function loadFiles(dir) {
  const files = new Map();
  for (const path of walk(dir)) {
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    const ext = extname(path).toLowerCase();
    const body = readFileSync(path);
    files.set(url, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      gzip: COMPRESSED.has(ext) ? gzipSync(body, { level: 9 }) : null,
    });
  }
  return files;
}

function pathOf(rawUrl) {
  try {
    return decodeURIComponent(new URL(rawUrl ?? '/', 'http://local').pathname);
  } catch {
    return '/';
  }
}

/** Serves `dir` on 127.0.0.1 on a free port; resolves with its origin and a `close()`. */
export async function serveDir(dir) {
  const files = loadFiles(dir);
  const fallback = files.get('/index.html');
  if (!fallback) throw new Error(`${dir}/index.html is missing`);
  const server = createServer((req, res) => {
    const file = files.get(pathOf(req.url)) ?? fallback;
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Keep-alive sockets would hold close() open until they time out.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
