/**
 * Reads a Server-Sent Events stream over real HTTP the way a browser's
 * EventSource parses it, for the live-configuration tests.
 */
import { sql, type Kysely } from 'kysely';
import { configEventSchema } from '../../schemas/api/studio';
import type { Database } from '../../server/db/types';
import { CONFIG_CHANNEL } from '../../server/features/live/hub';

export interface SseFrame {
  id?: string;
  event: string;
  data: string;
  retry?: number;
  comment?: string;
}

export interface SseReader {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** Waits for the first frame (already read or still to come) matching; fails after timeoutMs. */
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') frame.retry = Number(value);
  }
  frame.data = data.join('\n');
  return frame;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, deflate', ...headers }, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          frames.push(parseFrame(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      for (const wake of [...waiters]) wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    frames,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The config events received so far, checked against the shared schema, with their SSE ids. */
export const configFrames = (reader: SseReader) =>
  reader.frames.filter((f) => f.event === 'config').map((f) => ({ sseId: f.id, ...configEventSchema.parse(JSON.parse(f.data)) }));

/**
 * What publishing does (server/features/studio): the version row and the
 * NOTIFY in one transaction, so listeners hear it exactly when it commits.
 */
export async function simulatePublish(db: Kysely<Database>, key: string): Promise<{ id: number; version: number }> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom('config_versions').select((eb) => eb.fn.max('version').as('v')).where('key', '=', key).executeTakeFirst();
    const version = Number(previous?.v ?? 0) + 1;
    const row = await trx
      .insertInto('config_versions')
      .values({ key, version, document: '[]', schema_version: 2, published_by: 'merchant', summary: 'test publish', source: 'publish' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify(${CONFIG_CHANNEL}, ${String(row.id)})`.execute(trx);
    return { id: row.id, version };
  });
}

export { testAppConfig } from './harness';
