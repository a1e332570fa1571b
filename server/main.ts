import { existsSync } from 'node:fs';
import { describeDatabase, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createApp, startServer } from './app';
import type { ConfigEventHub } from './features/live/hub';
import { inProcessHub } from './features/live/in-process-hub';
import { postgresHub } from './features/live/pg-hub';
import { startScheduler } from './features/studio/scheduler';
import { parseEnv } from './env';
import { seedIfEmpty } from './seed/seed';

/** Variables already in the environment win over the file, as with `node --env-file`. */
function loadDotEnv(): void {
  if (!existsSync('.env')) return;
  process.loadEnvFile('.env');
}

async function main(): Promise<void> {
  loadDotEnv();
  const env = parseEnv(process.env);
  if (!env.ok) {
    console.error(env.message);
    process.exit(1);
  }
  const config = env.config;
  const dbOptions = { url: config.databaseUrl, dataDir: config.dataDir };
  const db = openDatabase(dbOptions);
  const applied = await migrateToLatest(db);
  const seeded = await seedIfEmpty(db);

  // Several instances may share one PostgreSQL, so they hear each other's publishes through LISTEN; PGlite has one.
  const hub: ConfigEventHub = config.databaseUrl ? await postgresHub(db, config.databaseUrl) : inProcessHub(db);
  const stopScheduler = startScheduler(db, hub);

  const app = createApp({ db, config, services: { configEvents: hub } });
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
    stopScheduler();
    running
      .close()
      .then(() => hub.close())
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error('Error while stopping:', err);
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
