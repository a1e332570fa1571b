import { z } from 'zod';
import { imageStoreConfig, imageStoreEnv, type ImageStoreConfig } from './features/product-images/store-config';
import { LOG_LEVELS, type LogLevel } from './observability/log-levels';
import type { MetricsConfig } from './observability/metrics-access';

/** Environment variables arrive as strings; an empty one counts as unset. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const text = (fallback: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default(fallback));

const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: text('0.0.0.0'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  DATA_DIR: text('./data'),
  DIST_DIR: text('./dist'),
  SSR_ENTRY: text('./dist-server/entry-server.js'),
  API_USER: text('storefront'),
  API_KEY: text('dev-shared-key'),
  ADMIN_USER: optionalText,
  ADMIN_PASSWORD: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  FIREBASE_PROJECT_ID: text('demo-vitrine'),
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.refine((v) => v === undefined || /^[\w.-]+:\d+$/.test(v), 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'),
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: text('Vitrine <no-reply@vitrine.local>'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).default('info')),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{16,}$/.test(v), 'METRICS_TOKEN must be at least 16 printable characters without spaces'),
  METRICS_USER: optionalText,
  METRICS_PASSWORD: optionalText,
  MAP_TILE_URL: text('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SHOP_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/\s]+\/?$/.test(v), "SHOP_URL must be the shop's address, e.g. https://shop.example.in"),
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1', 'true', 'false']).default('0')),
  CSP_REPORT_ONLY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1', 'true', 'false']).default('0')),
  ...imageStoreEnv,
});

export interface IdentityConfig {
  projectId: string;
  /** The web API key sent to the browser (public by design in Firebase). */
  apiKey: string;
  authDomain: string;
  appId: string;
  /** host:port of the Firebase Auth emulator; unset in production. */
  emulatorHost: string | undefined;
  serviceAccountJson: string | undefined;
}

export interface PaymentsConfig {
  /** Both set: the real Razorpay. Unset: the local test gateway (never in production). */
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  webhookSecret: string | undefined;
}

export interface MailConfig {
  /** Unset: the development outbox (GET /api/dev/outbox). */
  smtpUrl: string | undefined;
  from: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  /** The server-rendering bundle; missing, the browser renders pages. */
  ssrEntry: string;
  apiUser: string;
  apiKey: string;
  adminUser: string;
  adminPassword: string;
  production: boolean;
  identity: IdentityConfig;
  mail: MailConfig;
  /** Behind a load balancer: the client address is the first X-Forwarded-For entry. */
  trustProxy: boolean;
  /** CSP_REPORT_ONLY=1: pages send their Content-Security-Policy as Report-Only (violations reported, nothing blocked), to try a policy change. */
  cspReportOnly: boolean;
  payments: PaymentsConfig;
  mapTileUrl: string;
  /** The shop's public address, no trailing slash: links in e-mails sent outside any request (stock alerts). */
  shopUrl: string;
  /** Where uploaded product photos are kept: DATA_DIR/images, or an S3-compatible bucket (IMAGE_STORE=s3). */
  images: ImageStoreConfig;
  /** The JSON log's threshold (LOG_LEVEL). */
  logLevel: LogLevel;
  /** The /metrics credential; none set: open in development, absent in production. */
  metrics: MetricsConfig;
}

export type EnvResult = { ok: true; config: ServerConfig } | { ok: false; message: string };

/**
 * Pure, so tests can check the production guard without spawning a process.
 * Dev defaults make `npm run serve` work out of the box; in production the
 * admin credential must be chosen, because the defaults are public in this repo.
 */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    return { ok: false, message: `Invalid environment:\n${lines.join('\n')}` };
  }
  const env = parsed.data;
  const images = imageStoreConfig(env, env.DATA_DIR);
  if (!images.ok) return { ok: false, message: `Invalid environment:\n  ${images.message}` };
  if ((env.METRICS_USER === undefined) !== (env.METRICS_PASSWORD === undefined)) {
    return { ok: false, message: 'Invalid environment:\n  METRICS_USER and METRICS_PASSWORD go together: set both, or neither' };
  }
  const production = env.NODE_ENV === 'production';
  if (production && (env.ADMIN_USER === undefined || env.ADMIN_PASSWORD === undefined)) {
    return {
      ok: false,
      message:
        'Refusing to start: NODE_ENV=production needs ADMIN_USER and ADMIN_PASSWORD to be set ' +
        '(the development defaults admin/admin are not allowed in production).',
    };
  }
  if (production) {
    const missing = [
      env.FIREBASE_AUTH_EMULATOR_HOST !== undefined && 'FIREBASE_AUTH_EMULATOR_HOST must not be set (it trusts unsigned tokens)',
      env.FIREBASE_PROJECT_ID.startsWith('demo-') && 'FIREBASE_PROJECT_ID must name a real Firebase project',
      env.FIREBASE_API_KEY === undefined && 'FIREBASE_API_KEY is required',
      env.SMTP_URL === undefined && 'SMTP_URL is required (sign-up and password-reset codes are e-mailed)',
      (env.RAZORPAY_KEY_ID === undefined || env.RAZORPAY_KEY_SECRET === undefined || env.RAZORPAY_WEBHOOK_SECRET === undefined) &&
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required (the local test gateway is for development only)',
      env.SHOP_URL === undefined && 'SHOP_URL is required (the links in e-mails such as back-in-stock alerts)',
    ].filter((m): m is string => typeof m === 'string');
    if (missing.length > 0) return { ok: false, message: `Refusing to start in production:\n${missing.map((m) => `  ${m}`).join('\n')}` };
  }
  return {
    ok: true,
    config: {
      port: env.PORT,
      host: env.HOST,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      distDir: env.DIST_DIR,
      ssrEntry: env.SSR_ENTRY,
      apiUser: env.API_USER,
      apiKey: env.API_KEY,
      adminUser: env.ADMIN_USER ?? 'admin',
      adminPassword: env.ADMIN_PASSWORD ?? 'admin',
      production,
      identity: {
        projectId: env.FIREBASE_PROJECT_ID,
        // The emulator accepts any key; a real project needs its own.
        apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        appId: env.FIREBASE_APP_ID ?? '',
        emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
        serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT,
      },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      cspReportOnly: env.CSP_REPORT_ONLY === '1' || env.CSP_REPORT_ONLY === 'true',
      payments: { razorpayKeyId: env.RAZORPAY_KEY_ID, razorpayKeySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET },
      mapTileUrl: env.MAP_TILE_URL,
      // Not the request's Host: a header anyone can write must not choose where an e-mail's link leads.
      shopUrl: (env.SHOP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      images: images.config,
      logLevel: env.LOG_LEVEL,
      metrics: { token: env.METRICS_TOKEN, user: env.METRICS_USER, password: env.METRICS_PASSWORD },
    },
  };
}
