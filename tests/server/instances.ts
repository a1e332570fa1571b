/**
 * API instances as separate processes would run them against one PostgreSQL
 * database: each with its own pool, its own LISTEN hub and its own HTTP
 * listener. Tests reach them over real HTTP through `http` and `as(cookie)`,
 * which take the same calls as an in-process app, so the existing clients
 * (cart-client, studio-client, checkout-fixtures) work against either.
 */
import { Hono } from 'hono';
import { createApp, startServer, type AppConfig, type RunningServer } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import type { ConfigEventHub } from '../../server/features/live/hub';
import { postgresHub } from '../../server/features/live/pg-hub';
import { testAppConfig } from './harness';

export interface Instance {
  /** The app in process, for calls that need no network. */
  app: Hono;
  hub: ConfigEventHub;
  server: RunningServer;
  /** The instance over HTTP, as a browser without cookies. */
  http: Hono;
  /** The instance over HTTP, as a browser holding this Cookie header. */
  as(cookie: string): Hono;
  close(): Promise<void>;
}

/** Forwards every request to 127.0.0.1:port over TCP, adding the cookie when one is given. */
export function overHttp(port: number, cookie?: string): Hono {
  const proxy = new Hono();
  proxy.all('*', async (c) => {
    const { pathname, search } = new URL(c.req.url);
    const { method } = c.req.raw;
    const headers = new Headers(c.req.raw.headers);
    if (cookie !== undefined) headers.set('Cookie', cookie);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer();
    return fetch(`http://127.0.0.1:${port}${pathname}${search}`, { method, headers, body, redirect: 'manual' });
  });
  return proxy;
}

export async function startInstance(url: string, overrides: Partial<AppConfig> = {}): Promise<Instance> {
  const db = openDatabase({ url });
  const hub = await postgresHub(db, url);
  const app = createApp({ db, config: testAppConfig(overrides), services: { configEvents: hub } });
  const server = await startServer({ app, port: 0, hostname: '127.0.0.1' });
  return {
    app,
    hub,
    server,
    http: overHttp(server.port),
    as: (cookie) => overHttp(server.port, cookie),
    close: async () => {
      await server.close();
      await hub.close();
      await db.destroy();
    },
  };
}
