import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../schemas/api/envelope';
import { log, redirectLogs } from '../../server/observability/logger';
import { READINESS_MESSAGES } from '../../server/observability/readiness';
import { databaseKind, json, storefrontAuth } from './harness';
import { createObservedServer, type ObservedServer } from './observability-fixtures';

let t: ObservedServer;
beforeAll(async () => {
  t = await createObservedServer();
});
afterAll(async () => {
  await t.close();
});

const GENERATED_ID = /^[A-Za-z0-9_-]{12}$/;

describe(`request ids (${databaseKind})`, () => {
  it('echoes a safe incoming X-Request-Id, on API answers, pages and refusals alike', async () => {
    for (const path of ['/api/website/theme-config', '/', '/api/no-such-endpoint']) {
      const res = await t.app.request(path, { headers: { ...storefrontAuth, 'X-Request-Id': 'lb-7f3a_91c2-aa' } });
      expect(res.headers.get('X-Request-Id'), path).toBe('lb-7f3a_91c2-aa');
    }
    expect((await t.app.request('/api/website/theme-config', { headers: { 'X-Request-Id': 'trace-1' } })).status).toBe(401);
  });

  it('makes a new one when none comes, or when what comes is unsafe', async () => {
    const ids = new Set<string>();
    for (const given of [undefined, 'x'.repeat(65), 'has spaces in it', 'semi;colon', '<script>', 'dot.ted', '']) {
      const res = await t.app.request('/api/health', { headers: given === undefined ? {} : { 'X-Request-Id': given } });
      const id = res.headers.get('X-Request-Id') ?? '';
      expect(id, String(given)).toMatch(GENERATED_ID);
      ids.add(id);
    }
    expect(ids.size).toBe(7);
  });
});

describe(`readiness (${databaseKind})`, () => {
  it('keeps /api/health for liveness and answers /api/ready after asking the database', async () => {
    expect(await json(await t.app.request('/api/health'))).toEqual({ status: true, message: 'ok', data: null });
    const ready = await t.app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await json(ready)).toEqual({ status: true, message: READINESS_MESSAGES.ready, data: null });
  });

  it('says no while the instance drains for shutdown', async () => {
    const draining = await createObservedServer();
    try {
      draining.lifecycle.drain();
      const res = await draining.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ status: false, message: READINESS_MESSAGES.draining });
      // Keep-alive clients are told to go, so their next request reaches an instance that stays.
      expect((await draining.app.request('/api/health')).headers.get('Connection')).toBe('close');
      expect((await t.app.request('/api/health')).headers.get('Connection')).toBeNull();
    } finally {
      await draining.close();
    }
  });
});

// Last: it closes the database under the app.
describe(`when the database is gone (${databaseKind})`, () => {
  it('answers 503 on /api/ready, and a 500 whose message ends with the reference that is in the log', async () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line) => lines.push(line) });
    const level = log.level;
    log.level = 'info';
    try {
      await t.close();
      const ready = await t.app.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await json(ready)).toMatchObject({ status: false, message: READINESS_MESSAGES.database });

      const failed = await t.app.request('/api/website/catalog/categories', { headers: { ...storefrontAuth, 'X-Request-Id': 'support-case-42' } });
      expect(failed.status).toBe(500);
      expect(failed.headers.get('X-Request-Id')).toBe('support-case-42');
      const body = z.extend(errorBodySchema, { reference: z.string() }).parse(await json(failed));
      expect(body.reference).toBe('support-case-42');
      expect(body.message).toMatch(/contact support .*Reference: support-case-42$/);
      expect(body.error).toBe(body.message);

      const entries = lines.map((line) => z.looseObject({ level: z.string(), msg: z.string(), req_id: z.optional(z.string()) }).parse(JSON.parse(line)));
      const error = entries.find((e) => e.level === 'error' && e.msg === 'request failed');
      expect(error?.req_id).toBe('support-case-42');
      expect(lines.find((l) => l.includes('"msg":"request failed"'))).toMatch(/"stack":"/);
      expect(entries.find((e) => e.msg === 'request' && e.req_id === 'support-case-42')).toMatchObject({ status: 500, route: '/api/website/catalog/categories' });
      expect(entries.some((e) => e.level === 'warn' && e.msg === 'readiness: the database check failed')).toBe(true);
    } finally {
      log.level = level;
      restore();
    }
  });
});
