/**
 * Real server, real database. PGlite in memory by default; with
 * TEST_DATABASE_URL=postgres://… each test file gets its own fresh PostgreSQL
 * database, dropped afterwards, so files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createApp, type AppConfig } from '../../server/app';
import { configReadCache } from '../../server/features/config/read-cache';
import type { ConfigEventHub } from '../../server/features/live/hub';
import { inProcessHub } from '../../server/features/live/in-process-hub';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { outboxMailer, type OutboxMailer } from '../../server/mail/outbox-mailer';
import { deleteCatalog } from '../../server/seed/catalog';
import { deleteShopData } from '../../server/seed/delete-shop-data';
import { seedIfEmpty } from '../../server/seed/seed';

export const adminUrl = process.env.TEST_DATABASE_URL || undefined;
export const databaseKind = adminUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Kysely<Database>;
  /** The PostgreSQL database's own URL; undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A brand-new PostgreSQL database with no tables at all (not even migrated), or
 * a copy of `template`; drop() removes it.
 */
export async function createEmptyPostgresDatabase(admin: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  // The names are ours (hex only), so interpolating them into DDL is safe.
  const name = `vitrine_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(admin, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export type TestDatabaseState = 'migrated' | 'seeded';

/** The run's PGlite dump of this state (tests/setup/pglite-templates.global.ts), when there is one. */
function pgliteTemplate(state: TestDatabaseState): Blob | undefined {
  const dir = process.env.VITRINE_TEST_PGLITE_TEMPLATES;
  return dir ? new Blob([readFileSync(join(dir, `${state}.tar`))]) : undefined;
}

/** The run's PostgreSQL template database of this state (tests/setup/postgres-templates.global.ts), when there is one. */
function postgresTemplate(state: TestDatabaseState): string | undefined {
  const prefix = process.env.VITRINE_TEST_PG_TEMPLATES;
  return prefix ? `${prefix}_${state}` : undefined;
}

async function prepare(db: Kysely<Database>, state: TestDatabaseState): Promise<void> {
  await migrateToLatest(db);
  if (state === 'seeded') await seedIfEmpty(db);
}

/** A migrated database: empty, or holding the demo shop as seeded. */
export async function createTestDatabase(state: TestDatabaseState = 'migrated'): Promise<TestDatabase> {
  if (!adminUrl) {
    const template = pgliteTemplate(state);
    const db = openDatabase({ loadDataDir: template });
    if (!template) await prepare(db, state);
    return { db, close: () => db.destroy() };
  }
  const template = postgresTemplate(state);
  const empty = await createEmptyPostgresDatabase(adminUrl, template);
  const db = openDatabase({ url: empty.url });
  if (!template) await prepare(db, state);
  return {
    db,
    url: empty.url,
    close: async () => {
      await db.destroy();
      await empty.drop();
    },
  };
}

export const STOREFRONT_CREDENTIAL = { user: 'storefront', password: 'test-shared-key' };
export const ADMIN_CREDENTIAL = { user: 'merchant', password: 'test-admin-pass' };

export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
export const storefrontAuth = { Authorization: basic(STOREFRONT_CREDENTIAL.user, STOREFRONT_CREDENTIAL.password) };
export const adminAuth = { Authorization: basic(ADMIN_CREDENTIAL.user, ADMIN_CREDENTIAL.password) };

export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><!--vitrine:head--></head>
<body><div id="root"></div><!--vitrine:bootstrap--><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

/** A stand-in for `npm run build` output: index.html with both placeholders and one hashed asset. */
export function createTestDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("vitrine");\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The Firebase Auth emulator the server project's globalSetup started
 * (tests/setup/auth-emulator.global.ts); firebase-admin verifies its tokens.
 */
export function testIdentityConfig(): AppConfig['identity'] {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-vitrine-test';
  return {
    projectId,
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    appId: '',
    emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
    serviceAccountJson: undefined,
  };
}

export interface TestServer {
  app: Hono;
  db: Kysely<Database>;
  config: AppConfig;
  /** E-mails the server sent (sign-up and reset codes). */
  outbox: OutboxMailer;
  /** The app's live-events hub: a test that publishes outside the app announces through it. */
  hub: ConfigEventHub;
  /** Back to the freshly seeded demo shop. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The app configuration every server test runs with: test credentials, the emulator, the outbox, the local gateway. */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiUser: STOREFRONT_CREDENTIAL.user,
    apiKey: STOREFRONT_CREDENTIAL.password,
    adminUser: ADMIN_CREDENTIAL.user,
    adminPassword: ADMIN_CREDENTIAL.password,
    distDir: '',
    ssrEntry: '',
    production: false,
    identity: testIdentityConfig(),
    mail: { smtpUrl: undefined, from: 'Vitrine <no-reply@vitrine.test>' },
    trustProxy: false,
    cspReportOnly: false,
    payments: { razorpayKeyId: undefined, razorpayKeySecret: undefined, webhookSecret: undefined },
    mapTileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    // Never written unless a test uploads; createTestServer gives each server a folder of its own.
    images: { store: 'disk', dir: join(tmpdir(), 'vitrine-test-images') },
    ...overrides,
  };
}

export async function createTestServer(options: { distDir?: string; ssrEntry?: string } = {}): Promise<TestServer> {
  const database = await createTestDatabase('seeded');
  const { db } = database;
  const dist = options.distDir === undefined ? createTestDist() : undefined;
  const imagesDir = mkdtempSync(join(tmpdir(), 'vitrine-images-'));
  const config = testAppConfig({ distDir: options.distDir ?? dist?.dir ?? '', ssrEntry: options.ssrEntry ?? '', images: { store: 'disk', dir: imagesDir } });
  const outbox = outboxMailer({ from: config.mail.from, log: false });
  const hub = inProcessHub(db);
  // Resets write the database behind the app's back, so they empty its configuration cache themselves.
  const configCache = configReadCache(hub);
  const reset = async () => {
    configCache.clear();
    await db.deleteFrom('ui_configurations').execute();
    await db.deleteFrom('campaign_pages').execute();
    await db.deleteFrom('modules').execute();
    await db.deleteFrom('settings').execute();
    await db.deleteFrom('media').execute();
    await db.deleteFrom('user_sessions').execute();
    await db.deleteFrom('email_codes').execute();
    // Carts and wishlists, then the catalogue, children first; reseeding restores the same ids.
    await deleteShopData(db);
    await deleteCatalog(db);
    await db.deleteFrom('users').execute();
    await seedIfEmpty(db);
    configCache.clear();
  };
  return {
    app: createApp({ db, config, services: { outbox, configEvents: hub, configCache } }),
    db,
    hub,
    config,
    outbox,
    reset,
    close: async () => {
      await database.close();
      dist?.remove();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}

/** Parses a JSON response body; the caller validates it with a zod schema. */
export async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  return JSON.parse(text);
}
