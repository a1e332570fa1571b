import { z } from 'zod';

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
});

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
  const production = env.NODE_ENV === 'production';
  if (production && (env.ADMIN_USER === undefined || env.ADMIN_PASSWORD === undefined)) {
    return {
      ok: false,
      message:
        'Refusing to start: NODE_ENV=production needs ADMIN_USER and ADMIN_PASSWORD to be set ' +
        '(the development defaults admin/admin are not allowed in production).',
    };
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
    },
  };
}
