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
        identity: {
          projectId: 'demo-vitrine',
          apiKey: 'demo-api-key',
          authDomain: 'demo-vitrine.firebaseapp.com',
          appId: '',
          emulatorHost: undefined,
          serviceAccountJson: undefined,
        },
        mail: { smtpUrl: undefined, from: 'Vitrine <no-reply@vitrine.local>' },
        trustProxy: false,
        payments: { razorpayKeyId: undefined, razorpayKeySecret: undefined, webhookSecret: undefined },
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
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

  const production = {
    NODE_ENV: 'production',
    ADMIN_USER: 'boss',
    ADMIN_PASSWORD: 's3cret',
    FIREBASE_PROJECT_ID: 'vitrine-shop',
    FIREBASE_API_KEY: 'AIza-web-key',
    SMTP_URL: 'smtps://mailer:pw@smtp.example.in:465',
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  };

  it('starts in production with the admin credential, a real Firebase project and SMTP', () => {
    const result = parseEnv({ ...production, TRUST_PROXY: '1', FIREBASE_APP_ID: '1:2:web:3' });
    if (!result.ok) throw new Error(result.message);
    expect(result.config).toMatchObject({
      production: true,
      trustProxy: true,
      identity: { projectId: 'vitrine-shop', apiKey: 'AIza-web-key', authDomain: 'vitrine-shop.firebaseapp.com', appId: '1:2:web:3', emulatorHost: undefined },
      mail: { smtpUrl: 'smtps://mailer:pw@smtp.example.in:465' },
    });
  });

  it.each([
    [{ FIREBASE_API_KEY: '' }, /FIREBASE_API_KEY is required/],
    [{ FIREBASE_PROJECT_ID: 'demo-vitrine' }, /real Firebase project/],
    [{ SMTP_URL: '' }, /SMTP_URL is required/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /must not be set/],
    [{ RAZORPAY_KEY_SECRET: '' }, /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required/],
  ])('refuses production with %o', (change, message) => {
    const result = parseEnv({ ...production, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('reads the emulator host for development and checks its shape', () => {
    const ok = parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-x' });
    expect(ok.ok && ok.config.identity).toMatchObject({ emulatorHost: '127.0.0.1:9099', projectId: 'demo-x' });
    const bad = parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' });
    expect(!bad.ok && bad.message).toMatch(/FIREBASE_AUTH_EMULATOR_HOST must be host:port/);
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
