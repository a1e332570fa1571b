import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing; images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;
/** Hashed assets never change: compress them once, as hard as brotli goes. */
const IMMUTABLE_ASSET = /^\/(studio\/)?assets\//;
/** Bounded by the build's own file count; a generous cap in case of a hostile path spray (only real files get here). */
const MAX_CACHED = 2000;

type Encoding = 'br' | 'gzip';

/** The client's best encoding we speak, by its q-values; br first on a tie. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const of = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : null;
}

function encode(body: Uint8Array, encoding: Encoding, hardest: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: hardest ? 9 : 6 });
  // Quality 5 for per-request bodies: about gzip -6's speed at a better ratio; 11 (slow) only for assets compressed once.
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: hardest ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Brotli or gzip by the request's Accept-Encoding, for every compressible
 * response: HTML, JSON, JS, CSS, SVG. Streams (Server-Sent Events) and
 * `no-transform` responses pass untouched. A strong ETag becomes weak, since
 * the bytes differ per encoding (If-None-Match compares weakly).
 */
export function compression(): MiddlewareHandler {
  const assets = new Map<string, Buffer>();
  /**
   * Quality 11 takes seconds for a large chunk, in libuv's pool of four
   * threads that every response's compression shares: the first visitor after
   * a start would wait for all of it (a page's HTML measured 4.3 s behind its
   * chunks). So a chunk's first requests get the quick encoding, and the
   * hardest one is made here, one at a time, for the requests after.
   */
  const queued = new Set<string>();
  let hardest: Promise<unknown> = Promise.resolve();
  const compressHardLater = (key: string, body: Uint8Array, encoding: Encoding) => {
    if (queued.has(key) || assets.size >= MAX_CACHED) return;
    queued.add(key);
    hardest = hardest.then(async () => {
      try {
        assets.set(key, await encode(body, encoding, true));
      } catch {
        // The quick encoding keeps serving; the next request queues it again.
      } finally {
        queued.delete(key);
      }
    });
  };
  /** Hono copies the old response's headers onto a new one (a stale Content-Length, the strong ETag); start clean. */
  const replace = (c: Context, res: Response) => {
    c.res = undefined;
    c.res = res;
  };
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type) || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (!encoding) {
      replace(c, new Response(res.body, { status: res.status, headers }));
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      replace(c, new Response(body, { status: res.status, headers }));
      return;
    }
    const immutable = res.status === 200 && IMMUTABLE_ASSET.test(c.req.path);
    const key = `${encoding} ${c.req.path}`;
    let compressed = immutable ? assets.get(key) : undefined;
    if (!compressed) {
      compressed = await encode(body, encoding, false);
      if (immutable) compressHardLater(key, body, encoding);
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(c, new Response(new Uint8Array(compressed), { status: res.status, headers }));
  };
}
