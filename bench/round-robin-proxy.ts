import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { isMain } from './is-main';

/**
 * A small reverse proxy standing in for the load balancer in front of several
 * shop instances: requests go round-robin; an upstream that refuses or resets
 * the connection before answering is skipped for that request (what a
 * balancer's health check achieves), and 502 comes only when every upstream
 * failed. Response bodies stream (SSE passes through); request bodies are
 * read whole first, as nginx does by default, so a refused request can be
 * sent again to the next upstream.
 *
 * A request an upstream took and then dropped (a kill -9 mid-request) is sent
 * again whatever its method, so it may run twice: the fault drill wants the
 * shopper to get an answer, and counts on that.
 */
export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** Headers of one hop (RFC 9110 §7.6.1), never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** Errors meaning the upstream never answered: it is down, restarting, or closed a kept-alive socket. */
const TRY_NEXT = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
/** The shop's largest upload is a 10 MB photo; anything far beyond is refused rather than held in memory. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(String(headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => done(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null));
    req.on('error', fail);
  });
}

const errorCode = (error: unknown): string => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '');

export function startProxy(upstreams: readonly string[], options: { port?: number } = {}): Promise<Proxy> {
  if (upstreams.length === 0) return Promise.reject(new Error('startProxy: no upstreams'));
  const targets = upstreams.map((u) => new URL(u));
  // Kept-alive sockets to each upstream, as a balancer pools them; no cap, so the proxy never queues a shopper.
  const agent = new Agent({ keepAlive: true });
  let next = 0;

  function attempt(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: IncomingHttpHeaders, first: number, tried: number): void {
    if (tried === targets.length) {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('502: no upstream answered\n');
      return;
    }
    const target = targets[(first + tried) % targets.length];
    if (!target) return;
    const upstream = request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent && TRY_NEXT.has(errorCode(error))) attempt(req, res, body, headers, first, tried + 1);
      else res.destroy();
    });
    // The shopper left mid-answer (or closed an SSE stream): nothing more to fetch for them.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    readBody(req).then(
      (body) => {
        if (body === null) {
          res.writeHead(413, { 'Content-Type': 'text/plain', Connection: 'close' }).end('413: body too large\n');
          return;
        }
        const headers = forwardable(req.headers);
        const from = req.socket.remoteAddress ?? '';
        headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${from}` : from;
        // Chunked bodies lose transfer-encoding (one hop's header): the whole body's length stands in for it.
        if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
        const first = next;
        next = (next + 1) % targets.length;
        attempt(req, res, body, headers, first, 0);
      },
      () => res.destroy(),
    );
  });

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((stopped) => {
            server.close(() => stopped());
            // Open keep-alive and SSE connections would hold close() forever.
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}

// `tsx bench/round-robin-proxy.ts http://127.0.0.1:4001 http://127.0.0.1:4002`: prints its URL, stops on SIGTERM.
if (isMain(import.meta.url)) {
  const proxy = await startProxy(process.argv.slice(2));
  console.log(proxy.url);
  const quit = () => void proxy.stop().then(() => process.exit(0));
  process.on('SIGTERM', quit);
  process.on('SIGINT', quit);
}
