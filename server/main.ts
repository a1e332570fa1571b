import { existsSync } from 'node:fs';
import { describeDatabase, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createApp, mailFor, startServer } from './app';
import type { ConfigEventHub } from './features/live/hub';
import { inProcessHub } from './features/live/in-process-hub';
import { postgresHub } from './features/live/pg-hub';
import { startScheduler } from './features/studio/scheduler';
import { startStockAlertDispatcher } from './features/stock-alerts/dispatcher';
import { sectionRollup, startSectionRollup } from './features/section-analytics/rollup';
import { imageStoreFor } from './features/product-images/storage';
import { parseEnv } from './env';
import { drainServer } from './observability/drain-server';
import { serverLifecycle } from './observability/lifecycle';
import { log } from './observability/logger';
import { seedDemoOrders } from './seed/demo-orders';
import { seedIfEmpty } from './seed/seed';

/** Variables already in the environment win over the file, as with `node --env-file`. */
function loadDotEnv(): void {
  if (!existsSync('.env')) return;
  process.loadEnvFile('.env');
}

/** Requests in flight get this long to finish; the rest of the 10 s closes the database. */
const DRAIN_MS = 8000;

async function main(): Promise<void> {
  loadDotEnv();
  const env = parseEnv(process.env);
  if (!env.ok) {
    console.error(env.message);
    process.exit(1);
  }
  const config = env.config;
  log.level = config.logLevel;
  const dbOptions = { url: config.databaseUrl, dataDir: config.dataDir };
  const db = openDatabase(dbOptions);
  const applied = await migrateToLatest(db);
  const seeded = await seedIfEmpty(db);
  // A new demo shop gets a year of past orders, so the order desk and the dashboard open on something.
  if (seeded) await seedDemoOrders(db);

  // Several instances may share one PostgreSQL, so they hear each other's publishes through LISTEN; PGlite has one.
  const hub: ConfigEventHub = config.databaseUrl ? await postgresHub(db, config.databaseUrl) : inProcessHub(db);
  const stopScheduler = startScheduler(db, hub);
  // One mailer for the app and the dispatcher, so locally its e-mails show in the same outbox.
  const mail = mailFor(config);
  const stopStockAlerts = startStockAlertDispatcher({ db, mailer: mail.mailer, shopUrl: config.shopUrl });
  // Section analytics are counted in memory and written every 2 s; the stop writes what is left.
  const sectionEvents = sectionRollup(db);
  const stopSectionEvents = startSectionRollup(sectionEvents);

  const images = imageStoreFor(config.images);
  const lifecycle = serverLifecycle();
  const app = createApp({ db, config, services: { configEvents: hub, mail, imageStore: images, lifecycle, sectionEvents } });
  const running = await startServer({ app, port: config.port, hostname: config.host });

  const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    `Vitrine is running at http://${shownHost}:${running.port}`,
    `  database:  ${describeDatabase(dbOptions)}${applied.length ? ` (migrated: ${applied.join(', ')})` : ''}${seeded ? ' (seeded the demo shop)' : ''}`,
    `  storefront API credential (sent by the SPA): ${config.apiUser} / ${config.apiKey}`,
    `  layout studio: http://${shownHost}:${running.port}/studio (the admin credential)`,
    // A production log must not hold the admin password.
    config.production
      ? `  admin credential: ${config.adminUser} / (ADMIN_PASSWORD)`
      : `  admin credential (development default unless set): ${config.adminUser} / ${config.adminPassword}`,
    config.identity.emulatorHost
      ? `  sign-in:   Firebase Auth emulator ${config.identity.emulatorHost} (project ${config.identity.projectId}); SMS codes at http://${config.identity.emulatorHost}/emulator/v1/projects/${config.identity.projectId}/verificationCodes`
      : `  sign-in:   Firebase project ${config.identity.projectId}`,
    config.payments.razorpayKeyId && config.payments.razorpayKeySecret
      ? '  payments:  Razorpay (RAZORPAY_KEY_ID)'
      : `  payments:  local test gateway at http://${shownHost}:${running.port}/gateway (card 4111 1111 1111 1111 pays, 4000 0000 0000 0002 fails; UPI success@razorpay, failure@razorpay)`,
    config.mail.smtpUrl
      ? '  e-mail:    SMTP (SMTP_URL)'
      : `  e-mail:    development outbox, printed here and at http://${shownHost}:${running.port}/api/dev/outbox`,
    `  photos:    ${images.description}`,
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Vitrine…`);
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Readiness answers 503 and live streams end with a reconnect hint; the listener closes, requests in flight finish.
    lifecycle.drain();
    stopScheduler();
    stopStockAlerts();
    drainServer(running.server, DRAIN_MS)
      .then((outcome) => log.info({ outcome }, outcome === 'drained' ? 'shutdown: every request finished' : 'shutdown: connections still busy were closed'))
      // After the last request, so the counts of the batches it took are written too.
      .then(() => stopSectionEvents())
      .then(() => hub.close())
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown: error while stopping');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Vitrine failed to start:', err);
  process.exit(1);
});
