import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CSP_REPORT_MESSAGES } from '../../schemas/api/csp-report';
import { createApp } from '../../server/app';
import { REPORTS_PER_MINUTE } from '../../server/features/security/csp-report-routes';
import { log, redirectLogs } from '../../server/observability/logger';
import { createTestServer, databaseKind, testAppConfig, type TestServer } from './harness';

/**
 * POST /api/csp-report: the two report formats browsers send, each violation
 * logged as one line, and what it refuses (other bodies, oversized ones, a
 * flood from one address).
 */

const failure = z.object({ status: z.literal(false), message: z.string() });
const logLine = z.object({
  level: z.string(),
  msg: z.string(),
  csp: z.optional(z.object({ disposition: z.string(), directive: z.string(), blocked: z.string(), document: z.string(), source: z.string(), sample: z.string() })),
  csp_dropped: z.optional(z.number()),
});

const reportUriBody = {
  'csp-report': {
    'document-uri': 'https://shop.example.in/account/reset?code=481516#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self' 'nonce-abc'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/steal.js?session=s3cr3t',
    'status-code': 200,
    'script-sample': '',
  },
};

function reportingApiEntry(directive: string, blocked: string) {
  return {
    type: 'csp-violation',
    age: 10,
    url: 'https://shop.example.in/cart',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://shop.example.in/cart?coupon=WELCOME',
      blockedURL: blocked,
      effectiveDirective: directive,
      originalPolicy: "default-src 'self'",
      disposition: 'report',
      sample: 'alert(1)',
      sourceFile: 'https://shop.example.in/assets/index-abc.js',
      lineNumber: 3,
      columnNumber: 14,
      statusCode: 200,
    },
  };
}

let t: TestServer;
let app: Hono;
let lines: string[];
let restoreLogs: () => void;
let levelBefore: string;
// Every test comes from an address of its own (behind a trusted proxy), so the per-address limit of one does not touch another.
let address = 0;
let ip: string;

beforeAll(async () => {
  t = await createTestServer();
  app = createApp({ db: t.db, config: testAppConfig({ trustProxy: true }) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  ip = `203.0.113.${++address}`;
  lines = [];
  levelBefore = log.level;
  log.level = 'info';
  restoreLogs = redirectLogs({ write: (line) => lines.push(line) });
});
afterEach(() => {
  restoreLogs();
  log.level = levelBefore;
});

function send(body: string, contentType: string, from = ip): Promise<Response> {
  return Promise.resolve(app.request('/api/csp-report', { method: 'POST', body, headers: { 'Content-Type': contentType, 'X-Forwarded-For': from } }));
}

function logged() {
  return lines.map((line) => logLine.parse(JSON.parse(line))).filter((line) => line.msg.startsWith('content security policy'));
}

describe(`the CSP report endpoint (${databaseKind})`, () => {
  it('takes a report-uri report, logs it as one line without query strings, and answers 204', async () => {
    const res = await send(JSON.stringify(reportUriBody), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(logged()).toEqual([
      {
        level: 'warn',
        msg: 'content security policy violation',
        csp: {
          disposition: 'enforce',
          directive: 'script-src-elem',
          blocked: 'https://evil.example/steal.js',
          document: 'https://shop.example.in/account/reset',
          source: '',
          sample: '',
        },
      },
    ]);
    // Each violation is one line of the log.
    expect(lines.filter((line) => line.includes('content security policy'))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/481516|s3cr3t/);
  });

  it('takes a Reporting API batch, logging each CSP violation and skipping other report types', async () => {
    const batch = [
      reportingApiEntry('style-src-elem', 'inline'),
      { type: 'deprecation', age: 1, url: 'https://shop.example.in/', user_agent: 'Mozilla/5.0', body: { id: 'x', message: 'old API' } },
      reportingApiEntry('img-src', 'https://tracker.example/pixel.gif'),
    ];
    const res = await send(JSON.stringify(batch), 'application/reports+json');
    expect(res.status).toBe(204);
    expect(logged().map((line) => line.csp)).toEqual([
      { disposition: 'report', directive: 'style-src-elem', blocked: 'inline', document: 'https://shop.example.in/cart', source: 'https://shop.example.in/assets/index-abc.js:3:14', sample: 'alert(1)' },
      { disposition: 'report', directive: 'img-src', blocked: 'https://tracker.example/pixel.gif', document: 'https://shop.example.in/cart', source: 'https://shop.example.in/assets/index-abc.js:3:14', sample: 'alert(1)' },
    ]);
  });

  it('writes at most 20 lines for one batch, and says how many it left out', async () => {
    const batch = Array.from({ length: 25 }, (_, i) => reportingApiEntry('img-src', `https://tracker.example/${i}.gif`));
    expect((await send(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    const found = logged();
    expect(found.filter((line) => line.csp)).toHaveLength(20);
    expect(found.find((line) => line.csp_dropped !== undefined)?.csp_dropped).toBe(5);
  });

  it('refuses other bodies with a sentence, logging nothing', async () => {
    const cases: [string, string, number, string][] = [
      [JSON.stringify(reportUriBody), 'text/plain', 415, CSP_REPORT_MESSAGES.unsupportedType],
      ['{"csp-report": ', 'application/csp-report', 400, 'The request body is not valid JSON'],
      [JSON.stringify({ hello: 'world' }), 'application/csp-report', 400, CSP_REPORT_MESSAGES.notAReport],
      [JSON.stringify({ type: 'csp-violation' }), 'application/reports+json', 400, CSP_REPORT_MESSAGES.notAReport],
      ['', 'application/csp-report', 400, 'The request body is empty; a JSON body is expected'],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await send(body, type);
      expect(res.status, `${type} ${body.slice(0, 30)}`).toBe(status);
      expect(failure.parse(await res.json()).message).toContain(message);
    }
    expect(logged()).toEqual([]);
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const huge = JSON.stringify({ 'csp-report': { ...reportUriBody['csp-report'], 'script-sample': 'x'.repeat(70 * 1024) } });
    const res = await send(huge, 'application/csp-report');
    expect(res.status).toBe(413);
    expect(failure.parse(await res.json()).message).toBe('The request body is larger than 64 KB');
    expect(logged()).toEqual([]);
  });

  it(`takes ${REPORTS_PER_MINUTE} reports a minute from one address, then answers 429 with when to retry; another address is still heard`, async () => {
    const body = JSON.stringify(reportUriBody);
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await send(body, 'application/csp-report')).status).toBe(204);
    const refused = await send(body, 'application/csp-report');
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(failure.parse(await refused.json()).message).toBe(CSP_REPORT_MESSAGES.tooMany(retry));
    expect(logged()).toHaveLength(REPORTS_PER_MINUTE);
    expect((await send(body, 'application/csp-report', '198.51.100.7')).status).toBe(204);
  });

  it('needs no credential, and carries the common security headers', async () => {
    const res = await send(JSON.stringify(reportUriBody), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
