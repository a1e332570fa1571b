import { dashboardPaths, dashboardQuerySchema, dashboardSchema, type Dashboard, type DashboardFigures } from '../../../schemas/api/dashboard';

/*
 * GET admin/studio/dashboard as the server answers it, for Wednesday
 * 25 November 2026 at 10:00 IST: fixed figures the tests read back on screen.
 */

const figures = (fields: Partial<DashboardFigures>): DashboardFigures => ({
  orders: 0,
  gross_paise: 0,
  refunds_paise: 0,
  revenue_paise: 0,
  revenue_ex_gst_paise: 0,
  average_order_paise: null,
  cart_visitors: 0,
  conversion: null,
  ...fields,
});

const DAYS = ['12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25'].map((d) => `2026-11-${d}`);

const waiting = {
  late_orders: {
    count: 3,
    unshipped: 1,
    oldest: [
      { id: 501, order_number: 'VT2611LATE1', status: 'shipped', promised_delivery_date: '2026-11-20', days_late: 5, total_paise: 800_00 },
      { id: 502, order_number: 'VT2611LATE2', status: 'placed', promised_delivery_date: '2026-11-23', days_late: 2, total_paise: 700_00 },
    ],
  },
  returns_waiting: {
    total: 4,
    by_status: [
      { status: 'requested', count: 2 },
      { status: 'approved', count: 1 },
      { status: 'picked_up', count: 0 },
      { status: 'received', count: 1 },
    ],
  },
  low_stock: {
    threshold: 5,
    count: 2,
    out_of_stock: 1,
    products: [
      { id: 11, title: 'Lenovo IdeaPad Slim 3', stock: 0 },
      { id: 12, title: 'Logitech MX Master 3S', stock: 3 },
    ],
  },
  daily: DAYS.map((day, i) => ({ day, orders: i === 12 ? 8 : i % 3, revenue_paise: i === 12 ? 24_780_00 : (i % 3) * 1_000_00 })),
} as const;

export const fixtureDashboards: Record<'today' | 'week', Dashboard> = {
  today: dashboardSchema.parse({
    period: 'today',
    as_of: '2026-11-25T04:30:00.000Z',
    current: {
      from: '2026-11-24T18:30:00.000Z',
      to: '2026-11-25T04:30:00.000Z',
      figures: figures({ orders: 2, gross_paise: 1_770_00, refunds_paise: 295_00, revenue_paise: 1_475_00, revenue_ex_gst_paise: 1_250_00, average_order_paise: 885_00, cart_visitors: 3, conversion: 2 / 3 }),
    },
    previous: {
      from: '2026-11-23T18:30:00.000Z',
      to: '2026-11-24T04:30:00.000Z',
      figures: figures({ orders: 1, gross_paise: 2_360_00, revenue_paise: 2_360_00, revenue_ex_gst_paise: 2_000_00, average_order_paise: 2_360_00, cart_visitors: 2, conversion: 0.5 }),
    },
    ...waiting,
  }),
  week: dashboardSchema.parse({
    period: 'week',
    as_of: '2026-11-25T04:30:00.000Z',
    current: {
      from: '2026-11-22T18:30:00.000Z',
      to: '2026-11-25T04:30:00.000Z',
      figures: figures({ orders: 5, gross_paise: 4_348_00, refunds_paise: 295_00, revenue_paise: 4_053_00, revenue_ex_gst_paise: 3_450_00, average_order_paise: 869_60, cart_visitors: 6, conversion: 5 / 6 }),
    },
    previous: {
      from: '2026-11-15T18:30:00.000Z',
      to: '2026-11-18T04:30:00.000Z',
      figures: figures({ orders: 5, gross_paise: 300_00, revenue_paise: 300_00, revenue_ex_gst_paise: 270_00, average_order_paise: 60_00, cart_visitors: 6, conversion: 5 / 6 }),
    },
    ...waiting,
  }),
};

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class FakeDashboard {
  /** Set to make the next read fail as a server error would. */
  failNext = false;

  route(method: string, path: string, query: URLSearchParams): Response | null {
    if (path !== dashboardPaths.dashboard) return null;
    if (method !== 'GET') return reply(405, { status: false, message: 'Method not allowed' });
    if (this.failNext) {
      this.failNext = false;
      return reply(500, { status: false, message: 'The database did not answer in time' });
    }
    const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return reply(400, { status: false, message: 'period must be one of: today, week' });
    return reply(200, { status: true, message: '', data: fixtureDashboards[parsed.data.period] });
  }
}
