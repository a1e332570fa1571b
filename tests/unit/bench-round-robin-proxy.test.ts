import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startProxy, type Proxy } from '../../bench/round-robin-proxy';

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

/** A tiny upstream answering its name, the method, and the body it got. */
async function upstream(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Upstream': name });
      res.end(`${name} ${req.method} ${req.url} ${body}`);
    });
  });
  return { url: await listen(server), server };
}

/** A port that refuses connections: an upstream started, then closed. */
async function closedUpstream(): Promise<string> {
  const { url, server } = await upstream('gone');
  await new Promise((done) => server.close(done));
  return url;
}

const opened: { close(): Promise<void> }[] = [];
function keep(server: Server): void {
  opened.push({ close: () => new Promise((done) => server.close(() => done())) });
}
async function serve(name: string): Promise<string> {
  const { url, server } = await upstream(name);
  keep(server);
  return url;
}
async function proxyTo(upstreams: string[]): Promise<Proxy> {
  const proxy = await startProxy(upstreams);
  opened.push({ close: () => proxy.stop() });
  return proxy;
}

afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

const text = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text(), upstream: res.headers.get('x-upstream') };
};

describe('startProxy', () => {
  it('spreads requests round-robin and passes path, method and answer through', async () => {
    const proxy = await proxyTo([await serve('a'), await serve('b')]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await text(`${proxy.url}/x?i=${i}`));
    expect(answers.map((a) => a.upstream)).toEqual(['a', 'b', 'a', 'b']);
    expect(answers[0]?.body).toBe('a GET /x?i=0 ');
  });

  it('sends a refused request, body and all, to the next upstream', async () => {
    const proxy = await proxyTo([await closedUpstream(), await serve('b')]);
    for (let i = 0; i < 3; i++) {
      const answer = await text(`${proxy.url}/cart`, { method: 'POST', body: `qty=${i}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(answer).toEqual({ status: 200, body: `b POST /cart qty=${i}`, upstream: 'b' });
    }
  });

  it('sends a request an upstream dropped before answering (killed mid-request) to the next', async () => {
    const dropping = createServer((req) => req.socket.destroy());
    keep(dropping);
    const proxy = await proxyTo([await listen(dropping), await serve('b')]);
    expect(await text(`${proxy.url}/quote`, { method: 'POST', body: 'user_id=7' })).toEqual({ status: 200, body: 'b POST /quote user_id=7', upstream: 'b' });
  });

  it('answers 502 only when every upstream refuses', async () => {
    const proxy = await proxyTo([await closedUpstream(), await closedUpstream()]);
    expect((await text(`${proxy.url}/`)).status).toBe(502);
  });

  it('streams an answer as it comes, before the upstream has finished it', async () => {
    let finish = () => {};
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
      finish = () => res.end('data: last\n\n');
    });
    keep(server);
    const proxy = await proxyTo([await listen(server)]);
    const res = await fetch(`${proxy.url}/events`);
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('data: first\n\n');
    finish();
    await reader?.cancel();
  });
});
