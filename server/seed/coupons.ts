import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/*
 * The demo shop's coupons. Windows are fixed dates, not "now plus a month":
 * a demo database seeded once and run for years must not find its coupons
 * expired. FESTIVE has ended and SOON has not begun, so both refusals can be
 * seen; they are fixed too, far enough either side of any demo's life.
 */
const OPEN = { starts_at: new Date('2025-01-01T00:00:00+05:30'), ends_at: new Date('2030-12-31T23:59:59+05:30') };

interface DemoCoupon {
  code: string;
  title: string;
  description: string;
  kind: 'flat' | 'percent';
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  per_user_limit: number;
  /** Top-level category kinds (slugs) the coupon is limited to. */
  categories: string[];
  starts_at: Date;
  ends_at: Date;
}

const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'WELCOME200',
    title: '₹200 off your first order',
    description: 'Flat ₹200 off on orders of ₹999 or more. Once per customer.',
    kind: 'flat',
    value: 200_00,
    max_discount_paise: null,
    min_order_paise: 999_00,
    per_user_limit: 1,
    categories: [],
    ...OPEN,
  },
  {
    code: 'TECH10',
    title: '10% off tech',
    description: '10% off, up to ₹2,500, on orders of ₹5,000 or more.',
    kind: 'percent',
    value: 10,
    max_discount_paise: 2_500_00,
    min_order_paise: 5_000_00,
    per_user_limit: 3,
    categories: [],
    ...OPEN,
  },
  {
    code: 'LAPTOP5000',
    title: '₹5,000 off laptops',
    description: 'Flat ₹5,000 off laptops on orders of ₹50,000 or more.',
    kind: 'flat',
    value: 5_000_00,
    max_discount_paise: null,
    min_order_paise: 50_000_00,
    per_user_limit: 1,
    categories: ['laptops'],
    ...OPEN,
  },
  {
    code: 'AUDIO15',
    title: '15% off audio',
    description: '15% off headphones, earbuds, speakers and soundbars, up to ₹1,500.',
    kind: 'percent',
    value: 15,
    max_discount_paise: 1_500_00,
    min_order_paise: 0,
    per_user_limit: 2,
    categories: ['audio'],
    ...OPEN,
  },
  {
    code: 'FESTIVE',
    title: 'Festive sale: 12% off',
    description: 'The festive sale has ended.',
    kind: 'percent',
    value: 12,
    max_discount_paise: 3_000_00,
    min_order_paise: 2_000_00,
    per_user_limit: 1,
    categories: [],
    starts_at: new Date('2024-10-01T00:00:00+05:30'),
    ends_at: new Date('2024-11-15T23:59:59+05:30'),
  },
  {
    code: 'SOON',
    title: 'Coming up: ₹1,000 off',
    description: 'Flat ₹1,000 off on orders of ₹10,000 or more.',
    kind: 'flat',
    value: 1_000_00,
    max_discount_paise: null,
    min_order_paise: 10_000_00,
    per_user_limit: 1,
    categories: [],
    starts_at: new Date('2031-01-01T00:00:00+05:30'),
    ends_at: new Date('2031-12-31T23:59:59+05:30'),
  },
];

/** Inserts the demo coupons, their category limits resolved from the seeded top-level categories. */
export async function seedCoupons(db: Kysely<Database>): Promise<void> {
  const categories = await db.selectFrom('categories').select(['id', 'kind']).where('parent_id', 'is', null).execute();
  const rows = DEMO_COUPONS.map(({ categories: kinds, ...coupon }) => ({
    ...coupon,
    category_ids: JSON.stringify(categories.filter((c) => kinds.includes(c.kind)).map((c) => c.id)),
  }));
  await db.insertInto('coupons').values(rows).onConflict((oc) => oc.column('code').doNothing()).execute();
}
