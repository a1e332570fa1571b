import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';

describe('parseEnv', () => {
  it('gives the development defaults for an empty environment', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        databaseUrl: undefined,
        dataDir: './data',
        distDir: './dist',
        ssrEntry: './dist-server/entry-server.js',
        apiUser: 'storefront',
        apiKey: 'dev-shared-key',
        adminUser: 'admin',
        adminPassword: 'admin',
        production: false,
      },
    });
  });

  it('reads every variable and treats empty strings as unset', () => {
    const result = parseEnv({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://shop:pw@db:5432/vitrine',
      DATA_DIR: '/var/lib/vitrine',
      DIST_DIR: '',
      API_USER: 'sf',
      API_KEY: 'k',
      ADMIN_USER: 'boss',
      ADMIN_PASSWORD: 's3cret',
      NODE_ENV: 'test',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://shop:pw@db:5432/vitrine',
      dataDir: '/var/lib/vitrine',
      distDir: './dist',
      apiUser: 'sf',
      apiKey: 'k',
      adminUser: 'boss',
      adminPassword: 's3cret',
    });
  });

  it('refuses production without an admin credential', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', ADMIN_USER: 'boss' },
      { NODE_ENV: 'production', ADMIN_PASSWORD: 's3cret' },
      { NODE_ENV: 'production', ADMIN_USER: 'boss', ADMIN_PASSWORD: '' },
    ]) {
      const result = parseEnv(env);
      expect(result.ok, JSON.stringify(env)).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/ADMIN_USER and ADMIN_PASSWORD/);
    }
  });

  it('starts in production when the admin credential is set', () => {
    const result = parseEnv({ NODE_ENV: 'production', ADMIN_USER: 'boss', ADMIN_PASSWORD: 's3cret' });
    expect(result.ok && result.config.production).toBe(true);
  });

  it('rejects a bad port, a non-postgres URL and an unknown NODE_ENV with a message naming them', () => {
    const result = parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/PORT/);
      expect(result.message).toMatch(/DATABASE_URL/);
      expect(result.message).toMatch(/NODE_ENV/);
    }
  });
});
