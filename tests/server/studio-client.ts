import type { Hono } from 'hono';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { ConfigEvent } from '../../schemas/api/studio';
import type { ConfigEventHub } from '../../server/features/live/hub';
import { bootstrapSchema, type Bootstrap } from '../../schemas/api/shop-config';
import { ADMIN_CREDENTIAL, json, storefrontAuth, type TestServer } from './harness';

/** The studio's tables are not part of the harness reset: tests start from no versions, drafts or audit. */
export async function resetStudio(t: TestServer): Promise<void> {
  await t.db.deleteFrom('config_schedules').execute();
  await t.db.deleteFrom('config_versions').execute();
  await t.db.deleteFrom('config_drafts').execute();
  await t.db.deleteFrom('campaign_pages').execute();
  await t.db.deleteFrom('targeted_layouts').execute();
  await t.db.deleteFrom('audit_log').execute();
  await t.db.deleteFrom('admin_sessions').execute();
  await t.reset();
}

export function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  if (!pair.startsWith('vitrine_studio=')) throw new Error(`no studio cookie in "${header}"`);
  return pair;
}

export async function signIn(app: Hono, credential = ADMIN_CREDENTIAL): Promise<Response> {
  return app.request('/api/admin/studio/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credential),
  });
}

export interface Studio {
  cookie: string;
  call(method: string, path: string, body?: unknown): Promise<Response>;
  /** The envelope's data of a 2xx answer, checked with `schema`. */
  data<S extends zm.core.$ZodType>(schema: S, method: string, path: string, body?: unknown): Promise<zm.output<S>>;
}

export async function studioSession(app: Hono): Promise<Studio> {
  return studioAs(app, cookieOf(await signIn(app)));
}

/** The studio, on this app, as the admin holding `cookie` (signed in anywhere). */
export function studioAs(app: Hono, cookie: string): Studio {
  const call = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      app.request(`/api/${path}`, {
        method,
        headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  return {
    cookie,
    call,
    async data(schema, method, path, body) {
      const res = await call(method, path, body);
      const parsed: unknown = await json(res);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(parsed)}`);
      const envelope = zm.object({ status: zm.literal(true), data: zm.unknown() }).parse(parsed);
      return zm.parse(schema, envelope.data);
    },
  };
}

export const problemsBodySchema = z.object({
  status: z.literal(false),
  message: z.string(),
  problems: z.array(z.object({ index: z.number().optional(), field: z.string(), message: z.string() })),
});

/** A hub that counts announce() calls, passing them on to the app's hub when given one. */
export function countingHub(inner?: ConfigEventHub): ConfigEventHub & { announced: number } {
  const hub = {
    announced: 0,
    announce() {
      hub.announced += 1;
      inner?.announce();
    },
    subscribe: () => () => undefined,
    catalogChanged: () => inner?.catalogChanged(),
    subscribeCatalog: () => () => undefined,
    orderChanged: (orderId: number) => inner?.orderChanged(orderId),
    subscribeOrders: () => () => undefined,
    since: async (): Promise<ConfigEvent[]> => [],
    latestId: async () => 0,
    close: async () => undefined,
  };
  return hub;
}

const layoutEnvelope = z.object({ data: z.array(z.object({ section_name: z.string(), visibility: z.string(), other_configration: z.string() })) });

/** The home layout as the storefront's API serves it, ids left out. */
export async function storefrontLayout(app: Hono, page: string): Promise<{ section_name: string; visibility: string; other_configration: string }[]> {
  const path = page === 'shell' ? '/api/website/ui-configurations' : `/api/website/ui-configurations/website-page/${page}`;
  const res = await app.request(path, { headers: storefrontAuth });
  return layoutEnvelope.parse(await json(res)).data.map(({ section_name, visibility, other_configration }) => ({ section_name, visibility, other_configration }));
}

/**
 * The home layout inlined into the page HTML for the first paint, ids and the
 * server's validation marks left out (storefront.test.ts and config-read.test.ts check the marks).
 */
export async function bootstrapHome(app: Hono): Promise<Bootstrap['pages'][string]> {
  const html = await (await app.request('/')).text();
  const match = /<script id="vitrine-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap script in the page');
  const pages = bootstrapSchema.parse(JSON.parse(match[1])).pages;
  return (pages.home ?? []).map(({ id: _id, validated: _validated, ...rest }) => rest);
}
