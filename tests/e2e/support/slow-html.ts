import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A slow connection in front of the shop, as a phone on a poor network sees
 * it: pages arrive in pieces, so Chromium parses and paints each part of the
 * document before the rest has come, and every other response comes late.
 * Playwright's routes answer in one piece and DevTools' throttling cuts the
 * stream wherever its timer falls, so this proxy does it, the same way on
 * every run: the head in one go (its inline stylesheet blocks the first paint
 * anyway), then the body in pieces of irregular sizes, each ending just
 * before a '<' (a piece never ends inside a tag or a run of text), with a
 * pause between pieces of about a frame, so most of those states are painted.
 */

/** Sizes of the body's pieces in bytes, taken in turn: irregular, so the cuts fall at many different places. */
const PIECES = [1_531, 2_861, 757, 3_967, 1_999, 389, 2_417] as const;

export interface SlowShop {
  /** The proxy's origin, to use in place of the shop's. */
  origin: string;
  /** How many pages it has sent in pieces. */
  pagesSent: () => number;
  close: () => Promise<void>;
}

interface SlowOptions {
  /** The pause between two pieces of a page. */
  pieceGapMs?: number;
  /** How late every other response starts (scripts, images, API calls). */
  latencyMs?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Where to cut `html` (after the end of its head): each cut just before a '<', about PIECES[i] bytes after the last. */
export function pieceEnds(html: string): number[] {
  const bodyAt = html.indexOf('<body');
  const ends: number[] = [];
  let at = bodyAt < 0 ? 0 : bodyAt;
  for (let i = 0; at < html.length; i++) {
    const next = html.indexOf('<', at + (PIECES[i % PIECES.length] ?? 2_000));
    at = next < 0 ? html.length : next;
    ends.push(at);
  }
  return ends;
}

const isPage = (response: IncomingMessage): boolean => (response.headers['content-type'] ?? '').startsWith('text/html');

export async function startSlowShop(shopOrigin: string, { pieceGapMs = 12, latencyMs = 60 }: SlowOptions = {}): Promise<SlowShop> {
  const shop = new URL(shopOrigin);
  let pages = 0;

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    // Pages come uncompressed, so they can be cut between tags; the rest as the browser asked.
    const headers = { ...incoming.headers };
    if ((incoming.headers.accept ?? '').includes('text/html')) delete headers['accept-encoding'];
    const upstream = request({ host: shop.hostname, port: shop.port, method: incoming.method, path: incoming.url, headers }, (response) => {
      if (!isPage(response)) {
        // Streams (the live configuration's event stream) pass through as they come.
        void sleep(latencyMs).then(() => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const { 'content-length': _length, ...rest } = response.headers;
        outgoing.writeHead(response.statusCode ?? 502, rest);
        pages++;
        void (async () => {
          let from = 0;
          const bodyAt = html.indexOf('<body');
          if (bodyAt > 0) {
            outgoing.write(html.slice(0, bodyAt));
            from = bodyAt;
          }
          for (const end of pieceEnds(html)) {
            await sleep(pieceGapMs);
            if (outgoing.destroyed) return;
            outgoing.write(html.slice(from, end));
            from = end;
          }
          outgoing.end();
        })();
      });
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pagesSent: () => pages,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
