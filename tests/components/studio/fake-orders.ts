import {
  orderCancelSchema,
  orderDeskPaths,
  orderDeskQuerySchema,
  orderMoveSchema,
  orderRefundSchema,
  type OrderDeskDetail,
  type OrderDeskRow,
} from '../../../schemas/api/order-desk';
import { ORDER_STATUS_LABELS, TRACKING_STEPS, type Invoice, type OrderStatus } from '../../../schemas/api/orders';
import { ROLE_PERMISSIONS, type Permission, type StaffRole } from '../../../schemas/api/staff';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: { index: number; field: string; message: string }[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });
const problems = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => issues.map((i) => ({ index: -1, field: i.path.map(String).join('.'), message: i.message }));

const steps = (status: OrderStatus) =>
  TRACKING_STEPS.map((step, index) => ({ status: step, label: ORDER_STATUS_LABELS[step], at: index <= TRACKING_STEPS.indexOf(status as (typeof TRACKING_STEPS)[number]) ? '2026-11-20T05:00:00.000Z' : null, done: index <= TRACKING_STEPS.indexOf(status as (typeof TRACKING_STEPS)[number]) }));

function order(id: number, fields: Partial<OrderDeskDetail> = {}): OrderDeskDetail {
  const status = fields.status ?? 'placed';
  return {
    id,
    order_number: `CB261120-${String(id).padStart(6, '0')}`,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    created_at: '2026-11-20T04:30:00.000Z',
    payment_method: 'online',
    payment_status: 'paid',
    lines: [
      { id: id * 10 + 1, product_id: 5, title: 'Aurora Laptop 14', variant_label: '16 GB', hsn_code: '8471', qty: 1, unit_price_paise: 54_999_00, discount_paise: 0, total_paise: 54_999_00, refunded_qty: 0, refund_paise_by_qty: [54_999_00] },
      { id: id * 10 + 2, product_id: 9, title: 'Swift Mouse', variant_label: '', hsn_code: '8471', qty: 2, unit_price_paise: 599_00, discount_paise: 0, total_paise: 1_198_00, refunded_qty: 0, refund_paise_by_qty: [599_00, 1_198_00] },
    ],
    shopper: { user_id: 7, name: 'Asha Kulkarni', email: 'asha@example.in', mobile: '+919876543210' },
    address: { name: 'Asha Kulkarni', mobile: '9876543210', pin: '411045', house: '12 Lake View', locality: 'Baner', landmark: '', city: 'Pune', state_code: 'MH', state: 'Maharashtra' },
    totals: { mrp_total_paise: 66_997_00, items_total_paise: 56_197_00, coupon_code: null, coupon_discount_paise: 0, delivery_paise: 0, gst_paise: 8_572_00, total_paise: 56_197_00, wallet_paise: 0, online_paise: 56_197_00, cod_paise: 0 },
    money: { paid_paise: 56_197_00, cod_collected_paise: 0, cod_due_paise: 0, refunded_paise: 0, refundable_paise: 56_197_00, refundable_original_paise: 56_197_00 },
    payments: [{ attempt: 1, status: 'paid', method: 'card', amount_paise: 56_197_00, gateway_payment_id: 'pay_Test00000001', failure_reason: '', paid_at: '2026-11-20T04:31:00.000Z' }],
    refunds: [],
    timeline: steps(status),
    events: [],
    history: [],
    shipping: { carrier: null, awb: null, zone: 'regional', promised_date: '2026-11-24' },
    invoice_number: null,
    invoice_available: true,
    allowed: { moves: ['confirmed', 'packed', 'shipped'], cancel: true, collect_cod: false, refund: true },
    ...fields,
  };
}

/** The desk's starting orders: a new online one, a shipped cash-on-delivery one, a delivered one. */
export function fixtureOrders(): OrderDeskDetail[] {
  return [
    order(103),
    order(102, {
      status: 'shipped',
      payment_method: 'cod',
      payment_status: 'cod_due',
      shipping: { carrier: 'Blue Dart', awb: 'BD12345678', zone: 'national', promised_date: '2026-11-25' },
      totals: { mrp_total_paise: 66_997_00, items_total_paise: 56_197_00, coupon_code: null, coupon_discount_paise: 0, delivery_paise: 0, gst_paise: 8_572_00, total_paise: 56_197_00, wallet_paise: 0, online_paise: 0, cod_paise: 56_197_00 },
      money: { paid_paise: 0, cod_collected_paise: 0, cod_due_paise: 56_197_00, refunded_paise: 0, refundable_paise: 0, refundable_original_paise: 0 },
      payments: [],
      allowed: { moves: ['out_for_delivery', 'delivered'], cancel: false, collect_cod: false, refund: false },
      shopper: { user_id: 8, name: 'Ravi Menon', email: null, mobile: '+919822012345' },
      address: { name: 'Ravi Menon', mobile: '9822012345', pin: '560001', house: '4 MG Road', locality: 'Ashok Nagar', landmark: '', city: 'Bengaluru', state_code: 'KA', state: 'Karnataka' },
    }),
    order(101, { status: 'delivered', allowed: { moves: [], cancel: false, collect_cod: false, refund: true } }),
  ];
}

const INVOICE = (o: OrderDeskDetail): Invoice => ({
  invoice_number: 'CB/2627/000042',
  invoice_date: '2026-11-20T05:00:00.000Z',
  order_number: o.order_number,
  order_date: o.created_at,
  seller: { name: 'Circuit Bazaar Retail Pvt Ltd', address: 'Pune', gstin: '27AAACC1234F1Z5', state: 'Maharashtra', state_code: '27', pan: 'AAACC1234F' },
  buyer: { name: o.address.name, address: `${o.address.house}, ${o.address.city}`, state: o.address.state, state_code: '27', mobile: o.address.mobile },
  place_of_supply: 'Maharashtra (27)',
  intra_state: true,
  lines: [{ description: 'Aurora Laptop 14 (16 GB)', hsn_code: '8471', qty: 1, unit_price_paise: 54_999_00, discount_paise: 0, taxable_paise: 46_609_32, gst_rate: 18, cgst_paise: 4_194_84, sgst_paise: 4_194_84, igst_paise: 0, total_paise: 54_999_00 }],
  totals: { taxable_paise: 46_609_32, cgst_paise: 4_194_84, sgst_paise: 4_194_84, igst_paise: 0, total_paise: 54_999_00 },
  amount_in_words: 'Rupees Fifty-Four Thousand Nine Hundred Ninety-Nine Only',
  reverse_charge: false,
  payment_method: 'Online Payment',
});

/**
 * GET and POST admin/studio/orders…, kept in memory and checked with the
 * desk's own schemas and the role's permissions, as the server checks them.
 * A refund above what is left is refused beside its field, as the server's
 * refund module does. Answers null for any other path.
 */
export class FakeOrders {
  orders = fixtureOrders();
  constructor(private readonly roleOf: () => StaffRole) {}

  private row(o: OrderDeskDetail): OrderDeskRow {
    return {
      id: o.id,
      order_number: o.order_number,
      created_at: o.created_at,
      status: o.status,
      payment_method: o.payment_method,
      payment_status: o.payment_status,
      total_paise: o.totals.total_paise,
      refunded_paise: o.money.refunded_paise,
      item_count: o.lines.reduce((n, l) => n + l.qty, 0),
      name: o.address.name,
      city: o.address.city,
      state: o.address.state,
      pin: o.address.pin,
    };
  }

  private refused(permission: Permission): Response | null {
    const role = this.roleOf();
    return ROLE_PERMISSIONS[role].includes(permission) ? null : fail(403, `Your role (${role}) does not allow this: it needs the ${permission} permission`);
  }

  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    if (path === orderDeskPaths.list && method === 'GET') {
      const parsed = orderDeskQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Bad query');
      const { q, status, page, page_size } = parsed.data;
      const rows = this.orders.filter((o) => (!status || o.status === status) && (!q || o.order_number.includes(q.toUpperCase()) || o.address.name.toLowerCase().includes(q.toLowerCase())));
      return ok({ rows: rows.slice((page - 1) * page_size, page * page_size).map((o) => this.row(o)), total: rows.length, total_capped: false, page, page_size });
    }
    const match = /^admin\/studio\/orders\/(\d+)(?:\/([a-z-]+))?$/.exec(path);
    if (!match) return null;
    const found = this.orders.find((o) => o.id === Number(match[1]));
    if (!found) return fail(404, `There is no order ${match[1]}`);
    const action = match[2];
    if (method === 'GET' && !action) return ok(found);
    if (method === 'GET' && action === 'invoice') return ok(INVOICE(found));
    if (method !== 'POST') return null;
    const answer = (next: OrderDeskDetail, message: string) => {
      this.orders = this.orders.map((o) => (o.id === next.id ? next : o));
      return ok(next, message);
    };
    switch (action) {
      case 'move': {
        const refused = this.refused('orders.write');
        if (refused) return refused;
        const move = orderMoveSchema.safeParse(body);
        if (!move.success) return fail(400, 'Some fields need another look; nothing was changed', problems(move.error.issues));
        if (!found.allowed.moves.includes(move.data.to)) return fail(409, 'An order only moves forward');
        const status = move.data.to;
        const shipping = move.data.to === 'shipped' ? { ...found.shipping, carrier: move.data.carrier, awb: move.data.awb } : found.shipping;
        const later = TRACKING_STEPS.slice(TRACKING_STEPS.indexOf(status) + 1).filter((s): s is 'out_for_delivery' | 'delivered' | 'packed' | 'shipped' | 'confirmed' => s !== 'placed');
        return answer(
          { ...found, status, status_label: ORDER_STATUS_LABELS[status], shipping, timeline: steps(status), allowed: { ...found.allowed, moves: status === 'packed' ? ['shipped'] : later, cancel: ['confirmed', 'packed'].includes(status), collect_cod: found.money.cod_due_paise > 0 && (status === 'out_for_delivery' || status === 'delivered') } },
          `Order ${found.order_number} is ${status}`,
        );
      }
      case 'cancel': {
        const refused = this.refused('orders.write');
        if (refused) return refused;
        const input = orderCancelSchema.safeParse(body);
        if (!input.success) return fail(400, 'Some fields need another look; nothing was changed', problems(input.error.issues));
        if (!found.allowed.cancel) return fail(409, 'This order has shipped and can no longer be cancelled');
        const amount = found.money.refundable_paise;
        return answer(
          {
            ...found,
            status: 'cancelled',
            status_label: 'Cancelled',
            payment_status: 'refunded',
            money: { ...found.money, refunded_paise: found.money.refunded_paise + amount, refundable_paise: 0, refundable_original_paise: 0 },
            refunds: [...found.refunds, { id: 900, kind: 'cancel', amount_paise: amount, destination: input.data.destination, status: 'processed', reason: input.data.reason, staff_name: 'Test staff', lines: [], gateway_refund_id: null, failure_reason: '', created_at: '2026-11-20T06:00:00.000Z' }],
            allowed: { moves: [], cancel: false, collect_cod: false, refund: false },
          },
          `Order ${found.order_number} is cancelled`,
        );
      }
      case 'refunds': {
        const refused = this.refused('returns.write');
        if (refused) return refused;
        const input = orderRefundSchema.safeParse(body);
        if (!input.success) return fail(400, 'Some fields need another look; nothing was changed', problems(input.error.issues));
        const lines = input.data.lines ?? [];
        const amount = input.data.amount ?? lines.reduce((sum, l) => sum + (found.lines.find((x) => x.id === l.order_item_id)?.refund_paise_by_qty[l.qty - 1] ?? 0), 0);
        const field = input.data.lines ? 'lines' : 'amount';
        if (amount > found.money.refundable_paise) {
          const message = `At most ₹${(found.money.refundable_paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} is left to refund on this order`;
          return fail(409, message, [{ index: -1, field, message }]);
        }
        const left = found.money.refundable_paise - amount;
        return answer(
          {
            ...found,
            money: { ...found.money, refunded_paise: found.money.refunded_paise + amount, refundable_paise: left, refundable_original_paise: Math.min(left, found.money.refundable_original_paise) },
            lines: found.lines.map((l) => ({ ...l, refunded_qty: l.refunded_qty + (lines.find((x) => x.order_item_id === l.id)?.qty ?? 0) })),
            refunds: [...found.refunds, { id: 901 + found.refunds.length, kind: 'partial', amount_paise: amount, destination: input.data.destination, status: 'processed', reason: input.data.reason, staff_name: 'Test staff', lines, gateway_refund_id: input.data.destination === 'original' ? 'rfnd_Test000001' : null, failure_reason: '', created_at: '2026-11-20T06:00:00.000Z' }],
            allowed: { ...found.allowed, refund: left > 0 },
          },
          'Refunded',
        );
      }
      case 'cod-collected': {
        const refused = this.refused('orders.write');
        if (refused) return refused;
        if (!found.allowed.collect_cod) return fail(409, 'Cash is collected on delivery: mark the order out for delivery or delivered first');
        const due = found.money.cod_due_paise;
        return answer(
          { ...found, payment_status: 'paid', money: { ...found.money, paid_paise: found.money.paid_paise + due, cod_collected_paise: due, cod_due_paise: 0, refundable_paise: found.money.refundable_paise + due }, allowed: { ...found.allowed, collect_cod: false, refund: true } },
          'Collected',
        );
      }
      case 'invoice-email': {
        const refused = this.refused('orders.write');
        if (refused) return refused;
        return found.shopper.email ? answer(found, 'E-mailed') : fail(409, 'This shopper has no e-mail address on their account: print the invoice instead');
      }
      default:
        return null;
    }
  }
}
