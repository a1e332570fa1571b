import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';
import { contentSecurityPolicy, paymentFrameOrigins, thirdPartySources, tileSource } from '../../server/features/security/content-security-policy';
import { pagePolicy } from '../../server/features/security/page-policy';
import { directivesOf } from './page-markup';

/** The policy as the configuration makes it: the demo shop, and a production shop with Razorpay and a real Firebase project. */

function configOf(env: Record<string, string>) {
  const parsed = parseEnv(env);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
}

/** `npm start`: the Auth emulator on 9099, OpenStreetMap's tiles, the local gateway. */
const demo = configOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
const production = configOf({
  NODE_ENV: 'production',
  ADMIN_USER: 'owner@shop.example.in',
  ADMIN_PASSWORD: 'a-long-owner-password',
  FIREBASE_PROJECT_ID: 'circuit-bazaar',
  FIREBASE_API_KEY: 'AIza-public-key',
  SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  SHOP_URL: 'https://shop.example.in',
  MAP_TILE_URL: 'https://{s}.tile.example.in/{z}/{x}/{y}.png',
});

describe('the Content-Security-Policy from the configuration', () => {
  it("is, for the demo shop, exactly this (the nonce aside)", () => {
    expect(contentSecurityPolicy(thirdPartySources(demo), 'storefront', 'NONCE')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-NONCE' 'report-sample'; style-src 'self' 'nonce-NONCE' 'report-sample'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self' http://127.0.0.1:9099; " +
        "frame-src 'none'; worker-src 'self'; manifest-src 'self'; media-src 'self'; object-src 'none'; base-uri 'none'; " +
        "form-action 'self'; frame-ancestors 'self'; report-uri /api/csp-report; report-to csp",
    );
  });

  it("allows Razorpay's checkout and a real Firebase project's endpoints when they are configured, and no emulator", () => {
    const directives = directivesOf(contentSecurityPolicy(thirdPartySources(production), 'storefront', 'NONCE'));
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'nonce-NONCE'",
      "'report-sample'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.razorpay.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://fcmregistrations.googleapis.com']),
    );
    expect(directives.get('connect-src')?.some((source) => source.startsWith('http:'))).toBe(false);
    expect(directives.get('form-action')).toEqual(["'self'", 'https://api.razorpay.com']);
    // https: covers the tile server already.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(paymentFrameOrigins(production)).toEqual(['https://api.razorpay.com']);
    expect(paymentFrameOrigins(demo)).toEqual([]);
  });

  it('never lets scripts run inline or from strings, whatever is configured', () => {
    for (const config of [demo, production]) {
      for (const kind of ['storefront', 'studio'] as const) {
        const scripts = directivesOf(contentSecurityPolicy(thirdPartySources(config), kind, 'N')).get('script-src') ?? [];
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(scripts).not.toContain('https:');
        expect(scripts).not.toContain('*');
      }
    }
  });

  it('reads the tile server from its URL template', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileSource('https://tiles.{s}.example.in/{z}/{x}/{y}.png')).toBe('https:');
    expect(tileSource('')).toBeNull();
    expect(directivesOf(contentSecurityPolicy(thirdPartySources({ ...demo, mapTileUrl: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png' }), 'storefront', 'N')).get('img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
      'http://*.tiles.local:8080',
    ]);
  });

  it('makes a fresh nonce for every page, and tags a page the same whatever its nonce, but not under another policy', () => {
    const policy = pagePolicy(thirdPartySources(demo));
    const nonces = Array.from({ length: 50 }, () => policy.issue('storefront').nonce);
    expect(new Set(nonces).size).toBe(50);
    const page = (nonce: string) => `<style nonce="${nonce}">a{}</style><p>Laptops</p><script nonce="${nonce}">go()</script>`;
    const [a = '', b = ''] = nonces;
    const tag = policy.etag('storefront', page(a), a);
    expect(tag).toMatch(/^W\/"[\w-]{43}"$/);
    expect(policy.etag('storefront', page(b), b)).toBe(tag);
    expect(policy.etag('storefront', page(b).replace('Laptops', 'Tablets'), b)).not.toBe(tag);
    expect(policy.etag('studio', page(a), a)).not.toBe(tag);
    expect(pagePolicy(thirdPartySources(demo), true).etag('storefront', page(a), a)).not.toBe(tag);
  });
});
