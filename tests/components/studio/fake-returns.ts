import {
  approveReturnSchema,
  bookPickupSchema,
  pickedUpSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  replaceReturnSchema,
  returnDeskQuerySchema,
  RETURN_DESK_PAGE_SIZE,
  type ReturnDeskDetail,
  type ReturnDeskRow,
} from '../../../schemas/api/return-desk';
import { pickupDateProblem, RETURN_CONDITION_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '../../../schemas/api/returns';
import { ROLE_PERMISSIONS, type StaffRole } from '../../../schemas/api/staff';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const address = { name: 'Asha Rao', mobile: '9876543210', pin: '411045', house: '12 Lake View', locality: 'Baner', landmark: '', city: 'Pune', state_code: 'MH', state: 'Maharashtra' };

function request(id: number, fields: Partial<ReturnDeskDetail> & Pick<ReturnDeskDetail, 'kind' | 'status'>, hours: number): ReturnDeskDetail {
  const created = ago(hours);
  return {
    id,
    qty: 2,
    reason: 'Stopped working',
    details: 'The scroll wheel skips',
    created_at: created,
    refund_destination: 'wallet',
    order: { id: 800 + id, order_number: `CB261117-000${800 + id}`, status: 'delivered', payment_method: 'online', placed_at: ago(hours + 100) },
    line: { id: 900 + id, product_id: 31, variant_id: 0, title: 'Aurora Mouse', variant_label: '', qty: 3, unit_price_paise: 599_00, discount_paise: 100_00 },
    shopper: { id: 7, name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' },
    pickup_address: address,
    decision_reason: '',
    pickup: null,
    condition: null,
    condition_note: '',
    refund_amount_paise: 1_131_33,
    refund: null,
    replacement: null,
    stock: 12,
    next: [],
    events: [{ status: 'requested', label: 'Requested', at: created, note: 'The scroll wheel skips', by: null }],
    ...fields,
  };
}

/** The desk's starting requests: one or more in most states. */
export function fixtureReturns(): ReturnDeskDetail[] {
  return [
    request(42, { kind: 'replace', status: 'requested', line: { id: 942, product_id: 32, variant_id: 0, title: 'Zenith Keyboard', variant_label: 'Blue switches', qty: 1, unit_price_paise: 2_499_00, discount_paise: 0 }, qty: 1 }, 5),
    request(41, { kind: 'return', status: 'requested' }, 72),
    request(40, { kind: 'return', status: 'approved', pickup: { date: '2026-11-28', slot: 'morning' }, decision_reason: 'Within the window' }, 30),
    request(39, { kind: 'return', status: 'received', refund_destination: 'original', condition: 'opened_complete' }, 200),
    request(38, { kind: 'replace', status: 'received', condition: 'damaged', stock: 0 }, 150),
    request(37, { kind: 'return', status: 'refunded', refund: { amount_paise: 1_131_33, destination: 'wallet', status: 'processed', created_at: ago(2) } }, 400),
  ];
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: { index: number; field: string; message: string }[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });
const problemsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => issues.map((i) => ({ index: -1, field: i.path.map(String).join('.'), message: i.message }));

function nextOf(r: Pick<ReturnDeskDetail, 'kind' | 'status'>): ReturnStatus[] {
  if (r.status === 'requested') return ['approved', 'rejected'];
  if (r.status === 'approved') return ['picked_up'];
  if (r.status === 'picked_up') return ['received'];
  if (r.status === 'received') return [r.kind === 'return' ? 'refunded' : 'replaced'];
  return [];
}

const rowOf = (r: ReturnDeskDetail): ReturnDeskRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  order_id: r.order.id,
  order_number: r.order.order_number,
  title: r.line.title,
  variant_label: r.line.variant_label,
  qty: r.qty,
  reason: r.reason,
  shopper_name: r.shopper.name,
  created_at: r.created_at,
  status_at: r.events.at(-1)?.at ?? r.created_at,
  pickup_date: r.pickup?.date ?? null,
});

/**
 * GET admin/studio/returns and one request, and the steps, kept in memory and
 * checked with the desk's own schemas and the state machine, as the server
 * checks them; writes need returns.write, as the server's route table says.
 * Answers null for any other path.
 */
export class FakeReturns {
  requests = fixtureReturns().map((r) => ({ ...r, next: nextOf(r) }));
  /** Set to make the next refund answer as the gateway would when it has not finished. */
  pendingRefund = false;

  constructor(private readonly roleOf: () => StaffRole) {}

  private move(r: ReturnDeskDetail, to: ReturnStatus, note: string, fields: Partial<ReturnDeskDetail> = {}): ReturnDeskDetail {
    const moved = { ...r, ...fields, status: to, events: [...r.events, { status: to, label: RETURN_STATUS_LABELS[to], at: new Date().toISOString(), note, by: 'Test staff' }] };
    const next = { ...moved, next: nextOf(moved) };
    this.requests = this.requests.map((x) => (x.id === r.id ? next : x));
    return next;
  }

  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    if (path === 'admin/studio/returns' && method === 'GET') {
      const parsed = returnDeskQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Bad query');
      const q = (parsed.data.q ?? '').toUpperCase();
      const searched = this.requests.filter((r) => r.order.order_number.includes(q));
      const status = parsed.data.status;
      const rows = searched.filter((r) => !status || r.status === status);
      const counts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, searched.filter((r) => r.status === s).length]));
      const start = (parsed.data.page - 1) * RETURN_DESK_PAGE_SIZE;
      return ok({ rows: rows.slice(start, start + RETURN_DESK_PAGE_SIZE).map(rowOf), counts, total: rows.length, page: parsed.data.page, page_size: RETURN_DESK_PAGE_SIZE });
    }
    const match = /^admin\/studio\/returns\/(\d+)(?:\/([a-z-]+))?$/.exec(path);
    if (!match) return null;
    const r = this.requests.find((x) => x.id === Number(match[1]));
    if (!r) return fail(404, `There is no return request ${match[1] ?? ''}`);
    const action = match[2];
    if (!action) return method === 'GET' ? ok(r) : fail(405, 'Method not allowed');
    if (!ROLE_PERMISSIONS[this.roleOf()].includes('returns.write')) return fail(403, `Your role (${this.roleOf()}) does not allow this: it needs the returns.write permission`);
    const wrong = (to: ReturnStatus) =>
      r.next.includes(to) ? null : fail(409, `This ${r.kind === 'return' ? 'return' : 'replacement request'} is ${RETURN_STATUS_LABELS[r.status].toLowerCase()}, so it cannot be ${RETURN_STATUS_LABELS[to].toLowerCase()}. Nothing was changed`);
    const pickupRefusal = (date: string | undefined) => {
      const problem = date ? pickupDateProblem(date, new Date()) : null;
      return problem ? fail(400, `${problem}; nothing was changed`, [{ index: -1, field: 'pickup_date', message: problem }]) : null;
    };
    switch (action) {
      case 'approve': {
        const parsed = approveReturnSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        const refused = wrong('approved') ?? pickupRefusal(parsed.data.pickup_date);
        if (refused) return refused;
        const pickup = parsed.data.pickup_date ? { date: parsed.data.pickup_date, slot: parsed.data.pickup_slot ?? null } : null;
        return ok(this.move(r, 'approved', parsed.data.reason, { decision_reason: parsed.data.reason, pickup }), 'Approved');
      }
      case 'reject': {
        const parsed = rejectReturnSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        return wrong('rejected') ?? ok(this.move(r, 'rejected', parsed.data.reason, { decision_reason: parsed.data.reason }), 'Rejected');
      }
      case 'pickup': {
        const parsed = bookPickupSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        if (r.status !== 'approved') return fail(409, 'A pickup is booked while the request is approved');
        const refused = pickupRefusal(parsed.data.pickup_date);
        if (refused) return refused;
        const booked = { ...r, pickup: { date: parsed.data.pickup_date, slot: parsed.data.pickup_slot } };
        this.requests = this.requests.map((x) => (x.id === r.id ? booked : x));
        return ok(booked, 'Pickup booked');
      }
      case 'picked-up': {
        const parsed = pickedUpSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        return wrong('picked_up') ?? ok(this.move(r, 'picked_up', parsed.data.note));
      }
      case 'receive': {
        const parsed = receiveReturnSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        return wrong('received') ?? ok(this.move(r, 'received', RETURN_CONDITION_LABELS[parsed.data.condition], { condition: parsed.data.condition, condition_note: parsed.data.note }));
      }
      case 'refund': {
        const parsed = refundReturnSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        const refused = wrong('refunded');
        if (refused) return refused;
        if (this.pendingRefund) {
          this.pendingRefund = false;
          const waiting = { ...r, refund: { amount_paise: r.refund_amount_paise, destination: parsed.data.destination, status: 'pending' as const, created_at: new Date().toISOString() } };
          this.requests = this.requests.map((x) => (x.id === r.id ? waiting : x));
          return reply(202, { status: true, message: 'The refund is with the payment gateway', data: waiting });
        }
        const refund = { amount_paise: r.refund_amount_paise, destination: parsed.data.destination, status: 'processed' as const, created_at: new Date().toISOString() };
        return ok(this.move(r, 'refunded', `Refunded to ${parsed.data.destination}`, { refund }));
      }
      case 'replace': {
        const parsed = replaceReturnSchema.safeParse(body);
        if (!parsed.success) return fail(400, 'Some fields need another look; nothing was changed', problemsOf(parsed.error.issues));
        const refused = wrong('replaced');
        if (refused) return refused;
        if (r.stock < r.qty) return fail(409, `${r.line.title} is out of stock for this replacement: it needs ${r.qty} and none is in stock. Nothing was changed: restock it, then try again`);
        return ok(this.move(r, 'replaced', 'Replacement order CB261126-000990', { replacement: { order_id: 990, order_number: 'CB261126-000990' }, stock: r.stock - r.qty }));
      }
      default:
        return fail(404, `No such endpoint: POST ${path}`);
    }
  }
}
