import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from '../../server/http/compression';

/** Text a chunk might hold: repetitive enough for brotli 11 to beat quality 5 clearly. */
const chunk = Array.from({ length: 4000 }, (_, i) => `export const value${i % 97} = "${'abcdefghij'.repeat(i % 7)}${i % 13}";`).join('\n');

function app(): Hono {
  const a = new Hono();
  a.use(compression());
  a.get('/assets/index-abc.js', (c) => c.body(chunk, 200, { 'Content-Type': 'text/javascript' }));
  return a;
}

async function fetchBr(a: Hono): Promise<Buffer> {
  const res = await a.request('/assets/index-abc.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(res.headers.get('content-encoding')).toBe('br');
  return Buffer.from(await res.arrayBuffer());
}

describe('compression of hashed assets', () => {
  it('answers the first request at once with the quick encoding, and later ones with brotli 11 made in the background', async () => {
    const a = app();
    const first = await fetchBr(a);
    expect(brotliDecompressSync(first).toString()).toBe(chunk);
    let later = first;
    for (let tries = 0; tries < 100 && later.byteLength >= first.byteLength; tries += 1) {
      await new Promise((done) => setTimeout(done, 50));
      later = await fetchBr(a);
    }
    expect(later.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(later).toString()).toBe(chunk);
  });
});
