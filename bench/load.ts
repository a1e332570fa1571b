import autocannon from 'autocannon';
import { z } from 'zod';
import { productListPath } from '../schemas/api/catalog';

/**
 * API throughput under load, autocannon against the running shop: a trivial
 * endpoint first (the baseline of this server, this machine, this run), then
 * the cached configuration GET and a filtered product listing. Each figure is
 * also a ratio to the baseline's req/s, which is what compares across machines.
 */
export const CONNECTIONS = 100;
export const DURATION_SECONDS = 10;
export const STOREFRONT_AUTH = `Basic ${Buffer.from('storefront:dev-shared-key').toString('base64')}`;

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export const TARGETS: readonly Target[] = [
  { name: 'health (baseline)', path: '/api/health', headers: {} },
  { name: 'configuration GET (cached)', path: '/api/website/ui-configurations', headers: { Authorization: STOREFRONT_AUTH } },
  {
    name: 'filtered product listing',
    // Laptops between ₹20,000 and ₹1,50,000 in stock, cheapest first: real parameters of productListQuerySchema.
    path: `/api/${productListPath({ category_id: '1', in_stock: 'true', sort: 'price_asc', price_min: '2000000', price_max: '15000000', page_size: '24' })}`,
    headers: { Authorization: STOREFRONT_AUTH },
  },
];

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** req/s over the baseline's req/s. */
  ratio: number;
}

const resultSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

function hammer(url: string, headers: Record<string, string>): Promise<z.output<typeof resultSchema>> {
  return new Promise((done, fail) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers }, (error, result) => {
      if (error) fail(error);
      else done(resultSchema.parse(result));
    });
  });
}

export async function measureLoad(base: string, log: (line: string) => void): Promise<LoadResult[]> {
  // A 401 or 404 answered 40,000 times measures nothing: every target must answer 200 first.
  for (const t of TARGETS) {
    const res = await fetch(`${base}${t.path}`, { headers: t.headers });
    if (res.status !== 200) throw new Error(`load: GET ${t.path} answered ${res.status}, not 200: ${(await res.text()).slice(0, 200)}`);
  }
  const measured: Omit<LoadResult, 'ratio'>[] = [];
  for (const t of TARGETS) {
    log(`load: ${t.name}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s`);
    const r = await hammer(`${base}${t.path}`, t.headers);
    measured.push({ name: t.name, path: t.path, requestsPerSecond: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });
  }
  const baseline = measured[0]?.requestsPerSecond ?? Number.NaN;
  return measured.map((m) => ({ ...m, ratio: m.requestsPerSecond / baseline }));
}
