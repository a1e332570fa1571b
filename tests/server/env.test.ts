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
        cspReportOnly: false,
        payments: { razorpayKeyId: undefined, razorpayKeySecret: undefined, webhookSecret: undefined },
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        shopUrl: 'http://localhost:8080',
        images: { store: 'disk', dir: 'data/images' },
        logLevel: 'info',
        metrics: { token: undefined, user: undefined, password: undefined },
      },
    });
  });

  it('keeps photos under DATA_DIR, or in S3 with every S3 variable, naming what is missing or malformed', () => {
    const disk = parseEnv({ DATA_DIR: '/var/lib/vitrine' });
    expect(disk.ok && disk.config.images).toEqual({ store: 'disk', dir: '/var/lib/vitrine/images' });
    const s3 = { IMAGE_STORE: 's3', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/', S3_BUCKET: 'vitrine-photos', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA123', S3_SECRET_ACCESS_KEY: 'secret' };
    const ok = parseEnv(s3);
    expect(ok.ok && ok.config.images).toEqual({ store: 's3', endpoint: 'https://s3.ap-south-1.amazonaws.com', bucket: 'vitrine-photos', region: 'ap-south-1', accessKeyId: 'AKIA123', secretAccessKey: 'secret', urlStyle: 'path' });
    const missing = parseEnv({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: '' });
    expect(!missing.ok && missing.message).toMatch(/IMAGE_STORE=s3 needs .*missing: S3_BUCKET, S3_SECRET_ACCESS_KEY/);
    const bad = parseEnv({ ...s3, IMAGE_STORE: 'ftp', S3_ENDPOINT: 's3.example.com', S3_BUCKET: 'My_Bucket' });
    expect(!bad.ok && bad.message).toMatch(/IMAGE_STORE must be disk or s3/);
    expect(!bad.ok && bad.message).toMatch(/S3_ENDPOINT must be the service's address/);
    expect(!bad.ok && bad.message).toMatch(/S3_BUCKET must be a bucket name/);
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
      SHOP_URL: 'https://shop.example.in/',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.config).toMatchObject({
      shopUrl: 'https://shop.example.in',
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
    SHOP_URL: 'https://shop.example.in',
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
    [{ SHOP_URL: '' }, /SHOP_URL is required/],
    [{ SHOP_URL: 'shop.example.in' }, /SHOP_URL must be the shop's address/],
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
