import { couponCreateSchema, couponDeskPaths, couponToggleSchema, couponUpdateSchema, type CouponDeskRow, type CouponRules, type CouponStatus } from '../../../schemas/api/coupon-desk';
import { fixtureCategories } from '../../../stories/support/catalog-fixtures';

const NOW = new Date('2026-11-20T10:30:00.000Z');

const row = (id: number, fields: Partial<CouponDeskRow> & Pick<CouponDeskRow, 'code' | 'title' | 'kind' | 'value'>): CouponDeskRow => ({
  id,
  description: '',
  max_discount_paise: null,
  min_order_paise: 0,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2030-12-31T18:29:59.000Z',
  per_user_limit: 1,
  total_limit: null,
  category_ids: [],
  category_titles: [],
  active: true,
  status: 'live',
  uses_total: 0,
  revision: 1,
  updated_at: NOW.toISOString(),
  updated_by: null,
  ...fields,
});

/** The desk's starting coupons: one of each status, newest first. */
export function fixtureCoupons(): CouponDeskRow[] {
  return [
    row(4, { code: 'AUDIO15', title: '15% off audio', kind: 'percent', value: 15, max_discount_paise: 1_500_00, category_ids: [11], category_titles: ['Audio'], active: false, status: 'paused', uses_total: 7, per_user_limit: 2 }),
    row(3, { code: 'TECH10', title: '10% off tech', kind: 'percent', value: 10, max_discount_paise: 2_000_00, min_order_paise: 10_000_00, total_limit: 500, uses_total: 12, per_user_limit: 3, revision: 4 }),
    row(2, { code: 'WELCOME200', title: '₹200 off your first order', kind: 'flat', value: 200_00, min_order_paise: 999_00, uses_total: 3 }),
    row(1, { code: 'FESTIVE', title: 'Festive sale', kind: 'percent', value: 12, starts_at: '2024-10-01T00:00:00.000Z', ends_at: '2024-11-15T00:00:00.000Z', status: 'ended', uses_total: 40 }),
  ];
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: { index: number; field: string; message: string }[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });

function statusOf(rules: Pick<CouponDeskRow, 'active'> & { starts_at: Date; ends_at: Date }): CouponStatus {
  if (rules.ends_at < NOW) return 'ended';
  if (!rules.active) return 'paused';
  return rules.starts_at > NOW ? 'scheduled' : 'live';
}

/**
 * GET, POST, PUT admin/studio/coupons and pause / resume, kept in memory and
 * checked with the desk's own schemas, as the server checks them. Answers
 * null for any other path.
 */
export class FakeCoupons {
  rows = fixtureCoupons();
  /** Set to make the next edit answer 409 as if a colleague had saved first. */
  staleNextSave = false;
  private nextId = 100;

  private store(id: number, rules: CouponRules, base: Pick<CouponDeskRow, 'active' | 'uses_total' | 'revision'>): CouponDeskRow {
    const titles = rules.category_ids.map((cid) => fixtureCategories.find((c) => c.id === cid)?.title ?? `Category ${cid}`);
    return {
      ...rules,
      id,
      starts_at: rules.starts_at.toISOString(),
      ends_at: rules.ends_at.toISOString(),
      category_titles: titles,
      active: base.active,
      status: statusOf({ ...rules, active: base.active }),
      uses_total: base.uses_total,
      revision: base.revision,
      updated_at: NOW.toISOString(),
      updated_by: 'merchant',
    };
  }

  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    if (path === couponDeskPaths.list && method === 'GET') {
      const q = (query.get('q') ?? '').toUpperCase();
      const status = query.get('status');
      const count = (s: CouponStatus) => this.rows.filter((r) => r.status === s).length;
      return ok({
        rows: this.rows.filter((r) => r.code.includes(q) && (!status || r.status === status)),
        counts: { live: count('live'), scheduled: count('scheduled'), paused: count('paused'), ended: count('ended') },
      });
    }
    if (path === couponDeskPaths.list && method === 'POST') {
      const parsed = couponCreateSchema.safeParse(body);
      if (!parsed.success) return fail(400, 'Some fields need another look; nothing was saved', parsed.error.issues.map((i) => ({ index: -1, field: i.path.join('.'), message: i.message })));
      if (this.rows.some((r) => r.code === parsed.data.code)) {
        return fail(409, `There is already a coupon ${parsed.data.code}; nothing was saved`, [{ index: -1, field: 'code', message: `There is already a coupon ${parsed.data.code}; choose another code` }]);
      }
      const made = this.store(++this.nextId, parsed.data, { active: true, uses_total: 0, revision: 1 });
      this.rows.unshift(made);
      return reply(201, { status: true, message: `Coupon ${made.code} created`, data: made });
    }
    const match = /^admin\/studio\/coupons\/(\d+)(?:\/(pause|resume))?$/.exec(path);
    const current = match ? this.rows.find((r) => r.id === Number(match[1])) : undefined;
    if (!match) return null;
    if (!current) return fail(404, `There is no coupon ${match[1] ?? ''}`);
    const index = this.rows.indexOf(current);
    if (!match[2] && method === 'GET') return ok(current);
    if (!match[2] && method === 'PUT') {
      const parsed = couponUpdateSchema.safeParse(body);
      if (!parsed.success) return fail(400, 'Some fields need another look; nothing was saved', parsed.error.issues.map((i) => ({ index: -1, field: i.path.join('.'), message: i.message })));
      if (this.staleNextSave || parsed.data.revision !== current.revision) {
        this.staleNextSave = false;
        current.revision += 1;
        current.title = 'Their title';
        return fail(409, `asha@shop.test changed ${current.code} since you opened it; nothing was saved. Reload to see their version, then make your change again`);
      }
      const { revision, ...rules } = parsed.data;
      this.rows[index] = this.store(current.id, rules, { ...current, revision: revision + 1 });
      return ok(this.rows[index], `Coupon ${rules.code} saved`);
    }
    if (match[2] && method === 'POST') {
      const parsed = couponToggleSchema.safeParse(body);
      if (!parsed.success || parsed.data.revision !== current.revision) return fail(409, `Someone changed ${current.code} since you opened it`);
      const active = match[2] === 'resume';
      const next = { ...current, active, revision: current.revision + 1 };
      this.rows[index] = { ...next, status: statusOf({ active, starts_at: new Date(current.starts_at), ends_at: new Date(current.ends_at) }) };
      return ok(this.rows[index]);
    }
    return fail(405, 'Method not allowed');
  }
}
