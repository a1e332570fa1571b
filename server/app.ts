import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import type { ServerConfig } from './env';
import { cartRoutes } from './features/cart/routes';
import { catalogImageRoutes } from './features/catalog/image-routes';
import { catalogRoutes } from './features/catalog/routes';
import { configAdminRoutes } from './features/config/admin-routes';
import { configReadRoutes } from './features/config/read-routes';
import { mediaRoutes } from './features/media/routes';
import { storefrontRoutes } from './features/storefront/routes';
import { wishlistRoutes } from './features/wishlist/routes';
import type { Credentials } from './http/auth';
import { installErrorHandlers } from './http/errors';
import { fail } from './http/respond';

export type AppConfig = Pick<ServerConfig, 'apiUser' | 'apiKey' | 'adminUser' | 'adminPassword' | 'distDir' | 'ssrEntry'>;

/** The whole HTTP surface, without listening, so tests drive it with app.request(). */
export function createApp({ db, config }: { db: Kysely<Database>; config: AppConfig }): Hono {
  const credentials: Credentials = {
    storefront: { user: config.apiUser, password: config.apiKey },
    admin: { user: config.adminUser, password: config.adminPassword },
  };
  const app = new Hono();
  app.use(compress());

  // Liveness for load balancers and test runners; also the baseline of the API load benchmark.
  app.get('/api/health', (c) => c.json({ status: true, message: 'ok', data: null }));
  app.route('/api', configReadRoutes(db, credentials));
  app.route('/api', catalogRoutes(db, credentials));
  app.route('/api', configAdminRoutes(db, credentials));
  app.route('/api', cartRoutes(db, credentials));
  app.route('/api', wishlistRoutes(db, credentials));
  // Registered after the API, so only paths no API route answered reach it; never the SPA.
  app.all('/api', (c) => fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  app.all('/api/*', (c) => fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));

  // Catalogue pictures are drawn from the data, not stored: their own route, ahead of stored media.
  app.route('/media/catalog', catalogImageRoutes(db));
  app.route('/media', mediaRoutes(db));
  app.route('/', storefrontRoutes(db, config.distDir, config.ssrEntry));

  installErrorHandlers(app);
  return app;
}

export interface RunningServer {
  server: ServerType;
  port: number;
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 2000;

/** Resolves once listening; port 0 picks a free port (tests). */
export function startServer({ app, port, hostname }: { app: Hono; port: number; hostname?: string }): Promise<RunningServer> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, (info: AddressInfo) => {
      server.off('error', reject);
      resolvePromise({
        server,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            // Idle keep-alive sockets would hold close() open; busy ones get a short grace period.
            if ('closeIdleConnections' in server) {
              server.closeIdleConnections();
              setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
            }
          }),
      });
    });
    server.once('error', reject);
  });
}
