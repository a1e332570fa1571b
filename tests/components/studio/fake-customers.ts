import {
  belowZeroWords,
  CUSTOMER_PAGE_SIZE,
  DEFAULT_SUPPORT_WALLET_LIMIT_PAISE,
  overLimitWords,
  TICKET_QUEUE_PAGE_SIZE,
  ticketReplySchema,
  walletAdjustmentSchema,
  walletLimitInputSchema,
  type CustomerDetail,
  type CustomerProfile,
  type DeskTicket,
} from '../../../schemas/api/customer-desk';
import type { OrderSummary } from '../../../schemas/api/orders';
import { roleAllows, type StaffRole } from '../../../schemas/api/staff';
import type { WalletEntry } from '../../../schemas/api/wallet';
import { formatPaise } from '../../../src/ui/format';

const NOW = '2026-11-20T10:30:00.000Z';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: { index: number; field: string; message: string }[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });
const issues = (list: readonly { path: readonly PropertyKey[]; message: string }[]) => list.map((i) => ({ index: -1, field: i.path.map(String).join('.'), message: i.message }));

const order = (id: number, number: string, status: OrderSummary['status'], total: number, title: string): OrderSummary => ({
  id,
  order_number: number,
  status,
  payment_method: 'cod',
  payment_status: 'cod_due',
  total_paise: total,
  item_count: 1,
  created_at: NOW,
  first_item: { title, image: { url: '/media/catalog/1.svg', alt: title, width: 400, height: 400 } },
  promised_date: null,
  delivered_at: null,
});

interface FakeCustomer {
  detail: CustomerDetail;
  orders: OrderSummary[];
  entries: WalletEntry[];
}

function profile(id: number, name: string, fields: Partial<CustomerProfile> = {}): CustomerProfile {
  return { id, name, email: null, mobile: null, referral_code: `REF${id}`, joined_at: '2025-03-02T06:00:00.000Z', last_sign_in_at: NOW, active_sessions: 1, disabled: null, ...fields };
}

function ticket(id: number, fields: Partial<DeskTicket> & Pick<DeskTicket, 'subject' | 'name' | 'email'>): DeskTicket {
  return {
    id,
    ticket_number: `CS-2611-${String(id).padStart(5, '0')}`,
    topic: 'order',
    order_number: '',
    status: 'open',
    created_at: NOW,
    updated_at: NOW,
    source: 'support',
    user_id: null,
    mobile: '',
    messages: [],
    ...fields,
  };
}

/**
 * The customers and support desk's API (admin/studio/customers…, …/tickets…),
 * kept in memory and checked with the desk's own schemas, with the server's
 * rules: the owner's limit for support, never below zero. Answers null for
 * any other path.
 */
export class FakeCustomers {
  limit = DEFAULT_SUPPORT_WALLET_LIMIT_PAISE;
  customers = new Map<number, FakeCustomer>();
  tickets: DeskTicket[] = [];
  private nextId = 500;

  constructor(private readonly role: () => StaffRole) {
    const ashaTicket = ticket(5, {
      subject: 'Mouse not delivered',
      name: 'Asha Raghunathan',
      email: 'asha@example.in',
      user_id: 12,
      order_number: 'CB-2611-000321',
      messages: [{ id: 1, author: 'customer', staff_name: null, body: 'The tracking has not moved for three days.', created_at: NOW }],
    });
    const guestTicket = ticket(6, {
      subject: 'Invoice for my company',
      name: 'Guest Buyer',
      email: 'guest@example.in',
      source: 'contact',
      topic: 'payment',
      status: 'answered',
      messages: [
        { id: 2, author: 'customer', staff_name: null, body: 'Can I get a GST invoice?', created_at: NOW },
        { id: 3, author: 'support', staff_name: 'Priya Nair', body: 'Yes: send us your GSTIN.', created_at: NOW },
      ],
    });
    this.tickets = [ashaTicket, guestTicket];
    this.customers.set(12, {
      detail: {
        profile: profile(12, 'Asha Raghunathan', { email: 'asha@example.in', mobile: '9876543210', active_sessions: 2 }),
        addresses: [
          { id: 1, name: 'Asha Raghunathan', mobile: '9876543210', pin: '411045', house: '12 Lake View', locality: 'Baner', landmark: '', city: 'Pune', state_code: 'MH', state: 'Maharashtra', type: 'home', is_default: true, latitude: null, longitude: null, serviceable: true },
        ],
        wallet_balance_paise: 1_200_00,
        order_count: 2,
        gift_cards: {
          bought: [
            {
              id: 1,
              order_number: 'GC1A2B3C4D5E6F',
              design: { id: 1, slug: 'diwali', name: 'Diwali lights', colors: ['#f59e0b', '#7c2d12'] },
              amount_paise: 1_000_00,
              recipient_name: 'Ravi',
              recipient_email: 'ravi@example.in',
              message: '',
              status: 'redeemed',
              code_masked: 'XXXX-XXXX-XXXX-Q7ZK',
              created_at: NOW,
            },
          ],
          redeemed: [],
        },
        referrals: { referred_by: null, made: [{ user_id: 13, name: 'Ravi Kulkarni', joined_at: NOW, status: 'paid', reward_paise: 200_00, paid_at: NOW }], rewards_paid_paise: 200_00 },
        tickets: [ashaTicket],
      },
      orders: [order(901, 'CB-2611-000321', 'shipped', 1_198_00, 'Logitech M331 Silent mouse'), order(900, 'CB-2611-000300', 'delivered', 54_999_00, 'Lenovo IdeaPad Slim 3')],
      entries: [
        { id: 2, amount_paise: -300_00, kind: 'order_payment', description: 'Paid for order CB-2611-000321', balance_after_paise: 1_200_00, created_at: NOW },
        { id: 1, amount_paise: 1_500_00, kind: 'refund', description: '', balance_after_paise: 1_500_00, created_at: NOW },
      ],
    });
    this.customers.set(13, {
      detail: {
        profile: profile(13, 'Ravi Kulkarni', { email: 'ravi@example.in', mobile: '9123456780' }),
        addresses: [],
        wallet_balance_paise: 0,
        order_count: 0,
        gift_cards: { bought: [], redeemed: [{ id: 1, code_masked: 'XXXX-XXXX-XXXX-Q7ZK', amount_paise: 1_000_00, redeemed_at: NOW, own_purchase: false }] },
        referrals: { referred_by: { user_id: 12, name: 'Asha Raghunathan' }, made: [], rewards_paid_paise: 0 },
        tickets: [],
      },
      orders: [],
      entries: [],
    });
  }

  private row(c: FakeCustomer) {
    const p = c.detail.profile;
    return { id: p.id, name: p.name, email: p.email, mobile: p.mobile, joined_at: p.joined_at, last_sign_in_at: p.last_sign_in_at, disabled: p.disabled !== null, order_count: c.detail.order_count };
  }

  private wallet(c: FakeCustomer, page: number) {
    const size = 20;
    return {
      balance_paise: c.detail.wallet_balance_paise,
      entries: c.entries.slice((page - 1) * size, page * size),
      page,
      page_count: Math.max(1, Math.ceil(c.entries.length / size)),
      total: c.entries.length,
      support_limit_paise: this.limit,
    };
  }

  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    const page = Number(query.get('page') ?? '1');
    if (path === 'admin/studio/customers' && method === 'GET') {
      const q = (query.get('q') ?? '').toLowerCase();
      const digits = q.replace(/\D/g, '').replace(/^91(\d{10})$/, '$1');
      const all = [...this.customers.values()].filter((c) => {
        const p = c.detail.profile;
        if (!q) return true;
        if (/^[+\d\s-]+$/.test(q)) return (p.mobile ?? '').includes(digits);
        return q.split(/\s+/).every((w) => `${p.name} ${p.email ?? ''}`.toLowerCase().includes(w));
      });
      return ok({ rows: all.map((c) => this.row(c)), total: all.length, total_capped: false, page, page_size: CUSTOMER_PAGE_SIZE });
    }
    if (path === 'admin/studio/customers/wallet-limit') {
      if (method === 'GET') return ok({ support_limit_paise: this.limit });
      if (!roleAllows(this.role(), 'staff.manage')) return fail(403, `Your role (${this.role()}) does not allow this: it needs the staff.manage permission`);
      const parsed = walletLimitInputSchema.safeParse(body);
      if (!parsed.success) return fail(400, 'The limit needs another look; nothing was saved', issues(parsed.error.issues));
      this.limit = parsed.data.support_limit;
      return ok({ support_limit_paise: this.limit });
    }
    const customerPath = /^admin\/studio\/customers\/(\d+)(?:\/(orders|wallet|disable|enable))?$/.exec(path);
    if (customerPath) {
      const c = this.customers.get(Number(customerPath[1]));
      if (!c) return fail(404, `There is no customer ${customerPath[1] ?? ''}`);
      const part = customerPath[2];
      if (!part && method === 'GET') return ok(c.detail);
      if (part === 'orders' && method === 'GET') return ok({ orders: c.orders.slice((page - 1) * 10, page * 10), page, page_count: Math.max(1, Math.ceil(c.orders.length / 10)), total: c.orders.length, page_size: 10 });
      if (part === 'wallet' && method === 'GET') return ok(this.wallet(c, page));
      if (!roleAllows(this.role(), 'customers.write')) return fail(403, `Your role (${this.role()}) does not allow this: it needs the customers.write permission`);
      if (part === 'wallet' && method === 'POST') return this.adjust(c, body);
      if ((part === 'disable' || part === 'enable') && method === 'POST') {
        const disable = part === 'disable';
        if ((c.detail.profile.disabled !== null) === disable) return fail(409, `${c.detail.profile.name}'s account is already ${part}d`);
        c.detail.profile = { ...c.detail.profile, disabled: disable ? { at: NOW, by: 'Shop owner' } : null, active_sessions: disable ? 0 : c.detail.profile.active_sessions };
        return ok(c.detail.profile);
      }
      return fail(405, 'Method not allowed');
    }
    if (path === 'admin/studio/tickets' && method === 'GET') {
      const status = query.get('status');
      const rows = this.tickets.filter((tk) => !status || tk.status === status);
      const count = (s: DeskTicket['status']) => this.tickets.filter((tk) => tk.status === s).length;
      return ok({
        rows: rows.map(({ messages, source: _source, mobile: _mobile, ...rest }) => ({ ...rest, message_count: messages.length, last_author: messages.at(-1)?.author ?? 'customer' })),
        total: rows.length,
        page,
        page_size: TICKET_QUEUE_PAGE_SIZE,
        counts: { open: count('open'), answered: count('answered'), closed: count('closed') },
      });
    }
    const ticketPath = /^admin\/studio\/tickets\/(\d+)(\/replies)?$/.exec(path);
    if (ticketPath) {
      const found = this.tickets.find((tk) => tk.id === Number(ticketPath[1]));
      if (!found) return fail(404, `There is no ticket ${ticketPath[1] ?? ''}`);
      if (!ticketPath[2] && method === 'GET') return ok(found);
      if (!roleAllows(this.role(), 'customers.write')) return fail(403, `Your role (${this.role()}) does not allow this: it needs the customers.write permission`);
      const parsed = ticketReplySchema.safeParse(body);
      if (!parsed.success) return fail(400, 'The reply needs another look; nothing was sent', issues(parsed.error.issues));
      if (found.status === 'closed') return fail(409, `Ticket ${found.ticket_number} is closed: the customer raises a new one to write again. Nothing was sent`);
      found.messages = [...found.messages, { id: ++this.nextId, author: 'support', staff_name: 'Shop owner', body: parsed.data.body, created_at: NOW }];
      found.status = parsed.data.close ? 'closed' : 'answered';
      return ok(found, `Reply sent to ${found.name} <${found.email}>`);
    }
    return null;
  }

  private adjust(c: FakeCustomer, body: unknown): Response {
    const parsed = walletAdjustmentSchema.safeParse(body);
    if (!parsed.success) return fail(400, 'The adjustment needs another look; nothing was changed', issues(parsed.error.issues));
    const { direction, amount, reason } = parsed.data;
    if (amount > this.limit && !roleAllows(this.role(), 'staff.manage')) {
      const why = overLimitWords(this.limit, amount, formatPaise);
      return fail(403, `${why}. Nothing was changed`, [{ index: -1, field: 'amount', message: why }]);
    }
    const balance = c.detail.wallet_balance_paise;
    const moved = direction === 'credit' ? amount : -amount;
    if (balance + moved < 0) {
      const why = belowZeroWords(c.detail.profile.name, balance, amount, formatPaise);
      return fail(422, `${why}. Nothing was changed`, [{ index: -1, field: 'amount', message: why }]);
    }
    c.detail.wallet_balance_paise = balance + moved;
    c.entries.unshift({ id: ++this.nextId, amount_paise: moved, kind: 'adjustment', description: reason, balance_after_paise: balance + moved, created_at: NOW });
    return ok(this.wallet(c, 1));
  }
}
