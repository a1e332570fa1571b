import {
  experimentInputSchema,
  experimentPaths,
  promoteRequestSchema,
  type Experiment,
  type ExperimentInput,
  type VariantResult,
} from '../../../schemas/api/experiments';
import type { DocumentProblem } from '../../../schemas/api/studio';
import type { Call } from './fake-studio-server';

const NOW = '2026-11-20T10:30:00.000Z';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => reply(200, { status: true, message: 'OK', data });
const fail = (status: number, message: string, problems?: DocumentProblem[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });

/** A running experiment on the home page's product carousel (its third section), with known figures. */
export const RUNNING: Experiment = {
  id: 7,
  name: 'Deals rail: grid or rail',
  target: { kind: 'section', key: 'home', index: 2 },
  goal: 'add_to_cart',
  minimum_effect_percent: 10,
  variants: [
    { key: 'control', label: 'Control (published)', percent: 50 },
    { key: 'variant-b', label: 'Variant B', percent: 50, other_configration: '{"pattern":1,"title":"Deals"}' },
  ],
  status: 'running',
  created_by: 'merchant',
  created_at: '2026-11-01T04:30:00.000Z',
  started_at: '2026-11-02T04:30:00.000Z',
  stopped_at: null,
  winner: null,
};

const figures = (key: string, label: string, fields: Partial<VariantResult>): VariantResult => ({
  key,
  label,
  visitors: 0,
  add_to_cart: 0,
  checkout: 0,
  orders: 0,
  revenue_paise: 0,
  rates: { add_to_cart: 0, checkout: 0, order_paid: 0 },
  revenue_per_visitor_paise: 0,
  uplift: null,
  probability_to_beat_control: null,
  visitors_still_needed: null,
  ...fields,
});

/** RUNNING's figures: numbers the desk's words can be checked against. */
export const RUNNING_FIGURES: VariantResult[] = [
  figures('control', 'Control (published)', {
    visitors: 2_000,
    add_to_cart: 200,
    checkout: 80,
    orders: 40,
    revenue_paise: 24_000_00,
    rates: { add_to_cart: 0.1, checkout: 0.04, order_paid: 0.02 },
    revenue_per_visitor_paise: 12_00,
    visitors_still_needed: 0,
  }),
  figures('variant-b', 'Variant B', {
    visitors: 2_010,
    add_to_cart: 225,
    checkout: 90,
    orders: 45,
    revenue_paise: 24_813_45,
    rates: { add_to_cart: 0.1119, checkout: 0.0448, order_paid: 0.0224 },
    revenue_per_visitor_paise: 12_34_50,
    uplift: { uplift: 0.12, lower: -0.031, upper: 0.274 },
    probability_to_beat_control: 0.934,
    visitors_still_needed: 1_234,
  }),
];

/**
 * The experiments API (schemas/api/experiments.ts) kept in memory, checking
 * bodies with the contract's schemas as the server does; answers null for
 * any other path, so the fake studio server answers those.
 */
export class FakeExperiments {
  experiments: Experiment[] = [structuredClone(RUNNING)];
  results = new Map<number, VariantResult[]>([[RUNNING.id, structuredClone(RUNNING_FIGURES)]]);
  calls: Call[] = [];
  /** Set to make the next create or edit answer 422 with these problems. */
  rejectNextSave: DocumentProblem[] | null = null;
  private nextId = 20;

  handle = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response | null> => {
    const path = new URL(String(input), 'http://studio.test').pathname.replace(/^\/api\//, '');
    if (!path.startsWith(experimentPaths.list)) return null;
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.calls.push({ method, path, body });
    return this.route(method, path, body);
  };

  /** The bodies sent to one path by one method, in order. */
  sent(method: string, path: string): unknown[] {
    return this.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
  }

  private checked(body: unknown): { ok: true; input: ExperimentInput } | { ok: false; response: Response } {
    const parsed = experimentInputSchema.safeParse(body);
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => ({ index: -1, field: i.path.join('.'), message: i.message }));
    if (parsed.success && Math.round(parsed.data.variants.reduce((sum, v) => sum + v.percent, 0) * 100) !== 10_000) problems.push({ index: -1, field: 'variants', message: 'The shares must add to 100' });
    if (this.rejectNextSave) problems.push(...this.rejectNextSave);
    this.rejectNextSave = null;
    if (!parsed.success || problems.length > 0) return { ok: false, response: fail(422, 'The experiment has problems; nothing was saved', problems) };
    return { ok: true, input: parsed.data };
  }

  private route(method: string, path: string, body: unknown): Response {
    if (path === experimentPaths.list) {
      if (method === 'GET') return ok(this.experiments);
      if (method !== 'POST') return fail(405, 'Method not allowed');
      const input = this.checked(body);
      if (!input.ok) return input.response;
      const made: Experiment = { ...input.input, id: ++this.nextId, status: 'draft', created_by: 'merchant', created_at: NOW, started_at: null, stopped_at: null, winner: null };
      this.experiments.unshift(made);
      return ok(made);
    }
    const match = /^admin\/studio\/experiments\/(\d+)(?:\/(start|stop|promote|results))?$/.exec(path);
    const found = match ? this.experiments.find((e) => e.id === Number(match[1])) : undefined;
    if (!match || !found) return fail(404, 'There is no such experiment');
    const index = this.experiments.indexOf(found);
    const store = (next: Experiment) => {
      this.experiments[index] = next;
      return ok(next);
    };
    const action = match[2];
    if (!action && method === 'GET') return ok(found);
    if (!action && method === 'PUT') {
      if (found.status !== 'draft') return fail(409, 'Only a draft can be edited');
      const input = this.checked(body);
      return input.ok ? store({ ...found, ...input.input }) : input.response;
    }
    if (action === 'results' && method === 'GET') {
      const variants = this.results.get(found.id) ?? found.variants.map((v) => figures(v.key, v.label, {}));
      return ok({ experiment: found, variants });
    }
    if (action === 'start' && method === 'POST') return found.status === 'draft' ? store({ ...found, status: 'running', started_at: NOW }) : fail(409, 'Only a draft can start');
    if (action === 'stop' && method === 'POST') return found.status === 'running' ? store({ ...found, status: 'stopped', stopped_at: NOW }) : fail(409, 'Only a running experiment can stop');
    if (action === 'promote' && method === 'POST') {
      const request = promoteRequestSchema.safeParse(body);
      if (!request.success || !found.variants.some((v) => v.key === request.data.variant)) return fail(422, 'Name a variant of this experiment');
      return store({ ...found, status: 'promoted', stopped_at: found.stopped_at ?? NOW, winner: request.data.variant });
    }
    return fail(405, 'Method not allowed');
  }
}
