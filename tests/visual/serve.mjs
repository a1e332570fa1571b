// A tiny static server for the built Storybook the visual check shoots (tests/visual/).
// node tests/visual/serve.mjs [dir] [port]; defaults: storybook-static, 6107.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static');
const port = Number(process.argv[3] ?? process.env.VISUAL_PORT ?? 6107);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
  '.avif': 'image/avif', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.map': 'application/json',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(root, normalize(path));
  if (!file.startsWith(root)) return void res.writeHead(403).end();
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    return void res.writeHead(404).end('not found');
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': file.endsWith('.html') || file.endsWith('.json') ? 'no-cache' : 'max-age=3600' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`visual: serving ${root} on http://127.0.0.1:${port}`));
