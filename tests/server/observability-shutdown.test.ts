/**
 * Graceful shutdown of the real server process: SIGTERM while a live event
 * stream is open and a request is still arriving.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartPaths } from '../../schemas/api/cart';
import { envelopeSchema } from '../../schemas/api/envelope';
import { CONFIG_EVENTS_PATH } from '../../schemas/api/studio';
import { formBody } from './cart-client';
import { adminUrl, createEmptyPostgresDatabase, createTestDist, databaseKind, storefrontAuth, STOREFRONT_CREDENTIAL } from './harness';
import { openSse } from './live-sse-reader';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-shutdown-'));
const dist = createTestDist();
let child: ChildProcess | null = null;
let postgres: { url: string; drop(): Promise<void> } | undefined;
afterAll(async () => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  dist.remove();
  await postgres?.drop();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const cardsSchema = envelopeSchema(z.object({ items: z.array(z.object({ id: z.int(), price_varies: z.boolean() })) }));

describe(`SIGTERM (${databaseKind})`, () => {
  it('refuses new connections, finishes the request in flight, ends live streams with a reconnect hint, and exits 0 within 10 s', async () => {
    // On PostgreSQL the instance also holds a pool and a LISTEN connection to close on the way out.
    postgres = adminUrl ? await createEmptyPostgresDatabase(adminUrl) : undefined;
    // A process group of its own: tsx runs the server in a child node process, and both get the signal, as under a supervisor.
    const proc = spawn(tsx, ['server/main.ts'], {
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
        DIST_DIR: dist.dir,
        API_USER: STOREFRONT_CREDENTIAL.user,
        API_KEY: STOREFRONT_CREDENTIAL.password,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      },
    });
    child = proc;
    let output = '';
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => proc.once('exit', (code) => resolve({ code, at: Date.now() })));
    const base = await new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Vitrine is running at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      proc.stdout.on('data', collect);
      proc.stderr.on('data', collect);
      void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
    });
    const port = Number(new URL(base).port);

    const listing = await fetch(`${base}/api/website/catalog/products?in_stock=1&page_size=20`, { headers: storefrontAuth });
    const product = cardsSchema.parse(await listing.json()).data.items.find((card) => !card.price_varies);
    if (!product) throw new Error('the demo catalogue lists no single-price product in stock');

    const stream = await openSse(`${base}/api/${CONFIG_EVENTS_PATH}`);
    await stream.next((frame) => frame.event === 'ready');

    // A request still arriving: headers and half its body now, the rest after the signal.
    const body = formBody({ user_id: 0, session_id: 'shutdown-test-session', product_id: product.id, qty: 1, mrp: '', price: '', size: '{}' }).toString();
    const slow = request(`${base}/api/${cartPaths.add}`, {
      method: 'POST',
      agent: false,
      headers: { ...storefrontAuth, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.once('response', (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      slow.once('error', reject);
    });
    slow.write(body.slice(0, 10));
    await sleep(300);

    const signalledAt = Date.now();
    if (!proc.pid) throw new Error('no pid');
    process.kill(-proc.pid, 'SIGTERM');
    await expect.poll(() => output, { timeout: 5000 }).toMatch(/SIGTERM: stopping Vitrine/);
    await expect.poll(() => refused(port), { timeout: 3000, interval: 100 }).toBe(true);

    // The stream ends with when to come back and why; the browser's EventSource then reconnects elsewhere.
    const reconnect = await stream.next((frame) => frame.event === 'reconnect', 5000);
    // The first retry is the stream's opening one; the second is the hint, spread over a few seconds.
    const retries = stream.frames.flatMap((frame) => (frame.retry === undefined ? [] : [frame.retry]));
    expect(retries).toHaveLength(2);
    expect(retries[1]).toBeGreaterThanOrEqual(1000);
    expect(JSON.parse(reconnect.data)).toEqual({ reason: 'shutdown', retry_ms: retries[1] });
    await stream.ended;

    // The request in flight is still served, well after the signal (longer than the 2 s grace tests' servers get).
    await sleep(2500);
    expect(proc.exitCode).toBeNull();
    slow.end(body.slice(10));
    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: true });

    const exit = await exited;
    expect(exit.code, output).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(output).toMatch(/"msg":"shutdown: every request finished"/);
  }, 120_000);
});
