import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compression } from './http/compression';
import { paymentFrameOrigins, thirdPartySources } from './features/security/content-security-policy';
import { cspReportRoutes } from './features/security/csp-report-routes';
import { pagePolicy } from './features/security/page-policy';
import { securityHeaders } from './features/security/security-headers';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import type { ServerConfig } from './env';
import { cartRoutes } from './features/cart/routes';
import { catalogImageRoutes } from './features/catalog/image-routes';
import { catalogRoutes } from './features/catalog/routes';
import { configAdminRoutes } from './features/config/admin-routes';
import { configReadRoutes } from './features/config/read-routes';
import { campaignReadRoutes } from './features/campaign-pages/read-routes';
import { campaignStudioRoutes } from './features/campaign-pages/studio-routes';
import { experimentRoutes } from './features/experiments/routes';
import { runningExperiments } from './features/experiments/running';
import { personaliser } from './features/personalisation/personaliser';
import { targetedVersions } from './features/targeted-layouts/live';
import { configReadCache, type ConfigReadCache } from './features/config/read-cache';
import { mediaRoutes } from './features/media/routes';
import type { ConfigEventHub } from './features/live/hub';
import { inProcessHub } from './features/live/in-process-hub';
import { configEventRoutes } from './features/live/sse-routes';
import { orderLiveKey } from './features/live/order-keys';
import { studioRoutes } from './features/studio/routes';
import { recommendationRoutes } from './features/recommendations/routes';
import { offlineRoutes } from './features/offline/routes';
import { storefrontRoutes } from './features/storefront/routes';
import { sitemapRoutes } from './features/sitemap/routes';
import { forgetReadAhead } from './features/storefront/prefetch';
import { wishlistRoutes } from './features/wishlist/routes';
import { emailCodeRoutes } from './features/identity/email-routes';
import type { IdentityDeps } from './features/identity/deps';
import { firebaseIdentityProvider } from './features/identity/firebase-provider';
import type { IdentityProvider } from './features/identity/provider';
import { sessionRoutes } from './features/identity/session-routes';
import { sessionIdentify } from './features/identity/sessions';
import { webIdentityConfig } from './features/identity/web-config';
import { addressRoutes } from './features/addresses/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { orderAdminRoutes } from './features/orders/admin-routes';
import { orderRoutes } from './features/orders/routes';
import { orderDeskRoutes } from './features/order-desk/routes';
import { localGatewayRoutes } from './features/payments/local/routes';
import { paymentGatewayFor } from './features/payments/select';
import { recallFromShop } from './features/payments/local/recall';
import { createPushSender } from './features/push/create-sender';
import { pushRoutes } from './features/push/routes';
import { paymentRoutes } from './features/payments/routes';
import { contentRoutes } from './features/content/routes';
import { giftCardRoutes } from './features/gift-cards/routes';
import { profileRoutes } from './features/identity/profile-routes';
import { referralRoutes } from './features/referrals/routes';
import { supportRoutes } from './features/support/routes';
import { returnRoutes } from './features/returns/routes';
import { returnDeskRoutes } from './features/return-desk/routes';
import { stockAlertRoutes } from './features/stock-alerts/routes';
import { walletRoutes } from './features/wallet/routes';
import type { ShopDeps } from './features/shop-deps';
import { checkoutPaths } from '../schemas/api/checkout';
import type { Credentials } from './http/auth';
import { installErrorHandlers } from './http/errors';
import { fail } from './http/respond';
import type { Mailer } from './mail/mailer';
import { outboxMailer, type OutboxMailer } from './mail/outbox-mailer';
import { mountDevOutbox } from './mail/outbox-routes';
import { smtpMailer } from './mail/smtp-mailer';
import { staffGuard } from './features/staff/guard';
import { staffRoutes } from './features/staff/routes';
import { couponDeskRoutes } from './features/coupon-desk/routes';
import { customerDeskRoutes } from './features/customer-desk/routes';
import { ticketDeskRoutes } from './features/customer-desk/ticket-routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { sectionIngestRoutes } from './features/section-analytics/ingest-routes';
import { sectionRollup, type SectionRollup } from './features/section-analytics/rollup';
import { sectionStatsRoutes } from './features/section-analytics/stats-routes';
import { collectionDeskRoutes } from './features/collection-desk/routes';
import { productDeskRoutes } from './features/product-desk/routes';
import { productBulkRoutes } from './features/product-bulk/routes';
import { productImageRoutes } from './features/product-images/routes';
import { productPhotoMediaRoutes } from './features/product-images/media-routes';
import { imageStoreFor, type ImageStore } from './features/product-images/storage';
import { installObservability } from './observability/install';
import { serverLifecycle, type Lifecycle } from './observability/lifecycle';

export type AppConfig = Pick<
  ServerConfig,
  | 'apiUser'
  | 'apiKey'
  | 'adminUser'
  | 'adminPassword'
  | 'distDir'
  | 'ssrEntry'
  | 'production'
  | 'identity'
  | 'mail'
  | 'trustProxy'
  | 'cspReportOnly'
  | 'payments'
  | 'mapTileUrl'
  | 'images'
> &
  /** Optional: without a credential /metrics is open in development and absent in production. */
  Partial<Pick<ServerConfig, 'metrics'>>;

/** Services behind interfaces; built from the config unless a test passes its own. */
export interface AppServices {
  identity?: IdentityProvider;
  /** The development outbox, when a test wants to read what was sent. */
  outbox?: OutboxMailer;
  /** Live configuration events; main.ts passes the PostgreSQL LISTEN hub when there is one. */
  configEvents?: ConfigEventHub;
  /** The configuration read cache; a test that writes the database directly passes its own to clear it. */
  configCache?: ConfigReadCache;
  /** How long a listing answer is reused (default 5 s); bench/catalog sets 0 to time the query itself. */
  listingReuseMs?: number;
  /** The mailer, when the caller also sends from outside a request (main.ts: the stock alert dispatcher). */
  mail?: ShopMail;
  /** Where product photos are kept; built from config.images unless a test passes its own (the fake S3). */
  imageStore?: ImageStore;
  /** main.ts drains it on SIGTERM: readiness says no, live streams end with a reconnect hint. */
  lifecycle?: Lifecycle;
  /**
   * Section analytics counted in memory; main.ts flushes it every 2 s and at shutdown (rollup.ts).
   * Without one the app counts into its own, which only a caller's flush() writes (tests).
   */
  sectionEvents?: SectionRollup;
}

export interface ShopMail {
  mailer: Mailer;
  outbox?: OutboxMailer;
}

/** SMTP when configured; otherwise the development outbox, which also gets a route for reading it. */
export function mailFor(config: Pick<AppConfig, 'mail'>, injected?: OutboxMailer): ShopMail {
  if (config.mail.smtpUrl) return { mailer: smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from }) };
  const outbox = injected ?? outboxMailer({ from: config.mail.from });
  return { mailer: outbox, outbox };
}

/** The whole HTTP surface, without listening, so tests drive it with app.request(). */
export function createApp({ db, config, services = {} }: { db: Kysely<Database>; config: AppConfig; services?: AppServices }): Hono {
  const credentials: Credentials = {
    storefront: { user: config.apiUser, password: config.apiKey },
    admin: { user: config.adminUser, password: config.adminPassword },
  };
  const app = new Hono();
  // First: request ids, the JSON request log and metrics wrap everything else; /metrics and /api/ready (server/observability).
  const lifecycle = services.lifecycle ?? serverLifecycle();
  installObservability(app, { db, production: config.production, metrics: config.metrics, lifecycle });
  app.use(compression());
  // Every response, page or API (nosniff, referrer, permissions, opener, HSTS in production); pages add their CSP.
  app.use(securityHeaders({ production: config.production, paymentFrames: paymentFrameOrigins(config) }));

  // Liveness for load balancers and test runners; also the baseline of the API load benchmark.
  app.get('/api/health', (c) => c.json({ status: true, message: 'ok', data: null }));
  const hub = services.configEvents ?? inProcessHub(db);
  const configCache = services.configCache ?? configReadCache(hub);
  // Experiments, audiences and targeted versions shape each visitor's layouts; one instance reads the running experiments once every 2 s.
  const running = runningExperiments(db);
  const targeted = targetedVersions(db, hub);
  const personalisation = personaliser(db, running, targeted);
  // Pages rendered after a staff change to the catalogue inline it fresh, not the read-ahead of a few seconds ago.
  hub.subscribeCatalog(() => forgetReadAhead(db));
  // This instance's own admin writes show on its very next read, published as a version or not.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      configCache.clear();
      targeted.forget();
    }
  });
  // Every admin route: a staff account whose role holds the route's permission (server/features/staff).
  app.use('/api/admin/*', staffGuard(db, credentials, { production: config.production }));
  app.route('/api', configReadRoutes(db, credentials, configCache, personalisation));
  app.route('/api', campaignReadRoutes(db, credentials, personalisation));
  app.route('/api', experimentRoutes({ db, hub, running }));
  app.route('/api', campaignStudioRoutes(db));
  app.route('/api', catalogRoutes(db, credentials, { listingReuseMs: services.listingReuseMs, subscribeCatalog: hub.subscribeCatalog }));
  app.route('/api', configAdminRoutes(db, hub));
  app.route('/api', studioRoutes({ db, credentials, hub, production: config.production }));
  app.route('/api', configEventRoutes(hub, { orderKey: (orderId) => orderLiveKey(db, orderId), stopping: lifecycle.stopping }));
  const provider = services.identity ?? firebaseIdentityProvider(config.identity);
  const identify = sessionIdentify(db, provider);
  const { mailer, outbox } = services.mail ?? mailFor(config, services.outbox);
  const identityDeps: IdentityDeps = {
    db,
    credentials,
    provider,
    mailer,
    production: config.production,
    trustProxy: config.trustProxy,
  };
  app.route('/api', sessionRoutes(identityDeps, { web: webIdentityConfig(config.identity), identify }));
  app.route('/api', emailCodeRoutes(identityDeps));
  // The development outbox: e-mails (sign-up and reset codes) for a developer to read. Never in production.
  mountDevOutbox(app, { production: config.production, outbox: outbox ?? null });
  app.route('/api', staffRoutes({ db, mailer, production: config.production }));
  app.route('/api', couponDeskRoutes({ db, hub }));
  app.route('/api', customerDeskRoutes({ db, hub, mailer }));
  app.route('/api', ticketDeskRoutes({ db, hub, mailer }));
  app.route('/api', dashboardRoutes({ db }));
  app.route('/api', sectionStatsRoutes({ db }));
  app.route('/api', collectionDeskRoutes({ db, hub }));
  // Before the desk: its /products/:id would otherwise take export.csv for an id.
  app.route('/api', productBulkRoutes({ db, hub }));
  app.route('/api', productDeskRoutes({ db, hub }));
  const images = services.imageStore ?? imageStoreFor(config.images);
  app.route('/api', productImageRoutes({ db, hub, store: images }));
  app.route('/api', cartRoutes(db, credentials, identify));
  app.route('/api', wishlistRoutes(db, credentials, identify));
  app.route('/api', recommendationRoutes(db, credentials, identify));

  const gateway = paymentGatewayFor(config.payments, (raw, headers) =>
    // The local gateway's webhooks go through this very app, as Razorpay's would over HTTP.
    Promise.resolve(app.request(`/api/${checkoutPaths.webhook}`, { method: 'POST', body: raw, headers })).then(() => undefined),
    recallFromShop(db),
  );
  const pushSender = createPushSender(db, {
    production: config.production,
    projectId: config.identity.projectId,
    serviceAccountJson: config.identity.serviceAccountJson,
  });
  const shop: ShopDeps = { db, credentials, identify, gateway, production: config.production, mapTileUrl: config.mapTileUrl, mailer, pushSender, orderEvents: hub };
  app.route('/api', addressRoutes(shop));
  app.route('/api', checkoutRoutes(shop));
  app.route('/api', paymentRoutes(shop));
  app.route('/api', orderRoutes(shop));
  app.route('/api', orderAdminRoutes(shop));
  app.route('/api', orderDeskRoutes({ db, gateway, mailer, hub, pushSender }));
  app.route('/api', returnRoutes({ ...shop, hub }));
  app.route('/api', returnDeskRoutes({ db, gateway, mailer, hub, orderEvents: hub }));
  app.route('/api', walletRoutes(shop));
  app.route('/api', referralRoutes(shop));
  app.route('/api', supportRoutes(shop));
  app.route('/api', contentRoutes(shop));
  app.route('/api', profileRoutes(shop));
  app.route('/api', pushRoutes(shop));
  app.route('/api', giftCardRoutes(shop));
  app.route('/api', stockAlertRoutes({ ...shop, trustProxy: config.trustProxy }));
  app.route('/api', cspReportRoutes({ trustProxy: config.trustProxy }));
  app.route('/api', sectionIngestRoutes({ rollup: services.sectionEvents ?? sectionRollup(db), trustProxy: config.trustProxy }));
  if (gateway.kind === 'local') app.route('/gateway', localGatewayRoutes(gateway));
  // Registered after the API, so only paths no API route answered reach it; never the SPA.
  app.all('/api', (c) => fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  app.all('/api/*', (c) => fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));

  // Catalogue pictures are drawn from the data, not stored: their own route, ahead of stored media.
  app.route('/media/catalog', catalogImageRoutes(db));
  app.route('/media/products', productPhotoMediaRoutes(db, images));
  app.route('/media', mediaRoutes(db));
  app.route('/', offlineRoutes(db, config.distDir));
  app.route('/', sitemapRoutes(db));
  app.route('/', storefrontRoutes(db, config.distDir, config.ssrEntry, config.production, pagePolicy(thirdPartySources(config), config.cspReportOnly), personalisation));

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
