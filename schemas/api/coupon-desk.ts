import * as z from 'zod/mini';
import { rupeesText } from '../rupees';
import { int4, wholeNumber } from '../zod-helpers';

/*
 * The studio's coupons desk: the rows a merchandiser sees (every rule the
 * checkout applies, how many times each coupon was used, whether it is live)
 * and what they send to create, edit, pause and resume one. The server checks
 * every write with these schemas; the studio shows the same messages before
 * sending. Money is typed in rupees and stored as paise.
 */

export const COUPON_KINDS = ['flat', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Ended wins over paused: a paused coupon past its end has nothing left to resume. */
export const COUPON_STATUSES = ['live', 'scheduled', 'paused', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { live: 'Live', scheduled: 'Scheduled', paused: 'Paused', ended: 'Ended' };

export const COUPON_CODE_LENGTH = { min: 3, max: 20 } as const;
export const COUPON_PERCENT = { min: 1, max: 90 } as const;
export const COUPON_TITLE_MAX = 80;
export const COUPON_DESCRIPTION_MAX = 300;
/** Far above any campaign; keeps counts inside PostgreSQL's integer. */
export const MAX_COUPON_USES = 10_000_000;
export const MAX_COUPON_CATEGORIES = 20;

// ------------------------------------------------------------------ the rows

export const couponDeskRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Paise off for flat, a whole percentage for percent. */
  value: z.int(),
  /** Percent only: the most it takes off; null: no cap. */
  max_discount_paise: z.nullable(z.int()),
  /** 0: no minimum. */
  min_order_paise: z.int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** null: unlimited. */
  per_user_limit: z.nullable(z.int()),
  total_limit: z.nullable(z.int()),
  /** Top-level categories it is limited to; empty: every category. Titles in the same order. */
  category_ids: z.array(z.int()),
  category_titles: z.array(z.string()),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  /** Redemptions on orders that stand (a cancelled order gives its use back). */
  uses_total: z.int(),
  revision: z.int(),
  updated_at: z.string(),
  /** The staff sign-in of the last change; null for coupons the studio never changed. */
  updated_by: z.nullable(z.string()),
});
export type CouponDeskRow = z.output<typeof couponDeskRowSchema>;

/** GET admin/studio/coupons: newest first, with how many coupons are in each status (whatever the filter). */
export const couponDeskListSchema = z.object({
  rows: z.array(couponDeskRowSchema),
  counts: z.object({ live: z.int(), scheduled: z.int(), paused: z.int(), ended: z.int() }),
});
export type CouponDeskList = z.output<typeof couponDeskListSchema>;

export const couponDeskQuerySchema = z.strictObject({
  /** Part of a code, any case. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(COUPON_CODE_LENGTH.max, `Search with at most ${COUPON_CODE_LENGTH.max} characters`))),
  status: z.optional(z.enum(COUPON_STATUSES)),
});
export type CouponDeskQuery = z.output<typeof couponDeskQuerySchema>;

export const couponDeskPaths = {
  list: 'admin/studio/coupons',
  coupon: (id: number) => `admin/studio/coupons/${id}`,
  pause: (id: number) => `admin/studio/coupons/${id}/pause`,
  resume: (id: number) => `admin/studio/coupons/${id}/resume`,
} as const;

/** The list's address for a filter (also its SWR key). */
export function couponDeskListPath(query: { q?: string; status?: CouponStatus | '' }): string {
  const search = new URLSearchParams();
  if (query.q?.trim()) search.set('q', query.q.trim());
  if (query.status) search.set('status', query.status);
  const qs = search.toString();
  return qs ? `${couponDeskPaths.list}?${qs}` : couponDeskPaths.list;
}

// ---------------------------------------------------------------- the inputs

/** An empty field means "none": no cap, no minimum, unlimited uses. */
const blankAsNone = z.pipe(
  z.string('Type it as text'),
  z.transform((s: string) => (s.trim() === '' ? undefined : s)),
);
const optionalRupees = (name: string) => z.optional(z.pipe(blankAsNone, z.optional(rupeesText(name))));
const positiveRupees = (name: string) => z.pipe(rupeesText(name), z.number().check(z.gt(0, `${name} must be more than ₹0`)));
const optionalLimit = (name: string) => z.optional(z.pipe(blankAsNone, z.optional(wholeNumber(name, 1, MAX_COUPON_USES))));

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const instant = (message: string) =>
  z.pipe(
    z.string(message),
    z.transform((raw: string, ctx) => {
      const date = new Date(raw);
      if (ISO_INSTANT.test(raw) && !Number.isNaN(date.getTime())) return date;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }),
  );

const couponFields = z.strictObject({
  code: z
    .string('Give the code shoppers type')
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(COUPON_CODE_LENGTH.min, `A code has at least ${COUPON_CODE_LENGTH.min} characters, like SAVE10`),
      z.maxLength(COUPON_CODE_LENGTH.max, `Keep the code to ${COUPON_CODE_LENGTH.max} characters`),
      z.regex(/^[A-Z0-9]*$/, 'Use only letters A–Z and digits: no spaces or symbols'),
    ),
  title: z
    .string('Give a title shoppers see')
    .check(z.trim(), z.minLength(1, 'Give a title shoppers see, like "₹500 off laptops"'), z.maxLength(COUPON_TITLE_MAX, `Keep the title to ${COUPON_TITLE_MAX} characters`)),
  description: z.optional(z.string('Give the description as text').check(z.trim(), z.maxLength(COUPON_DESCRIPTION_MAX, `Keep the description to ${COUPON_DESCRIPTION_MAX} characters`))),
  kind: z.enum(COUPON_KINDS, 'Choose rupees off or a percentage off'),
  /** Flat: rupees off. */
  amount: z.optional(z.pipe(blankAsNone, z.optional(positiveRupees('The discount')))),
  /** Percent: the percentage, and the most it may take off in rupees (empty: no cap). */
  percent: z.optional(z.pipe(blankAsNone, z.optional(wholeNumber('The percentage', COUPON_PERCENT.min, COUPON_PERCENT.max)))),
  max_discount: z.optional(z.pipe(blankAsNone, z.optional(positiveRupees('The cap')))),
  min_order: optionalRupees('The minimum order'),
  starts_at: instant('Choose the day and time the coupon starts'),
  ends_at: instant('Choose the day and time the coupon ends'),
  per_user_limit: optionalLimit('Uses per customer'),
  total_limit: optionalLimit('Total uses'),
  category_ids: z._default(
    z.array(int4('Choose categories from the list').check(z.positive('Choose categories from the list')), 'Choose categories from the list').check(
      z.maxLength(MAX_COUPON_CATEGORIES, `Limit a coupon to at most ${MAX_COUPON_CATEGORIES} categories`),
    ),
    [],
  ),
});
type CouponFields = z.output<typeof couponFields>;

const hasIssue = (issues: readonly { path?: readonly PropertyKey[] }[], field: string) => issues.some((i) => i.path?.[0] === field);

/** Rules across fields; they run even when another field failed, so every problem shows at once. */
const crossFieldRules = z.superRefine<CouponFields>(
  (v, ctx) => {
    if (v.kind === 'flat' && typeof v.amount !== 'number' && !hasIssue(ctx.issues, 'amount')) {
      ctx.addIssue({ code: 'custom', message: 'Give the rupees off, like 500', path: ['amount'], input: v.amount });
    }
    if (v.kind === 'percent' && typeof v.percent !== 'number' && !hasIssue(ctx.issues, 'percent')) {
      ctx.addIssue({ code: 'custom', message: `Give the percentage off, ${COUPON_PERCENT.min} to ${COUPON_PERCENT.max}`, path: ['percent'], input: v.percent });
    }
    if (v.starts_at instanceof Date && v.ends_at instanceof Date && v.ends_at <= v.starts_at) {
      ctx.addIssue({ code: 'custom', message: 'The coupon must end after it starts', path: ['ends_at'], input: v.ends_at });
    }
  },
  // An array, null or text is no coupon at all: the object check has said so, and there are no fields to compare.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
);

/** What the database stores for a coupon's rules (the checkout's Coupon adds its id and whether it is active). */
export interface CouponRules {
  code: string;
  title: string;
  description: string;
  kind: CouponKind;
  /** Paise for flat, a whole percentage for percent. */
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  starts_at: Date;
  ends_at: Date;
  /** null: unlimited, as total_limit. */
  per_user_limit: number | null;
  total_limit: number | null;
  /** Top-level category ids; empty: every category. */
  category_ids: number[];
}

function toRules(v: CouponFields): CouponRules {
  const percent = v.kind === 'percent';
  return {
    code: v.code,
    title: v.title,
    description: v.description ?? '',
    kind: v.kind,
    value: (percent ? v.percent : v.amount) ?? 0,
    // A cap only means something for a percentage: flat coupons take their amount.
    max_discount_paise: percent ? (v.max_discount ?? null) : null,
    min_order_paise: v.min_order ?? 0,
    starts_at: v.starts_at,
    ends_at: v.ends_at,
    per_user_limit: v.per_user_limit ?? null,
    total_limit: v.total_limit ?? null,
    category_ids: [...new Set(v.category_ids)],
  };
}

/** POST admin/studio/coupons: the form's fields as typed. */
export const couponCreateSchema = z.pipe(couponFields.check(crossFieldRules), z.transform(toRules));
export type CouponInput = z.input<typeof couponCreateSchema>;

const revision = int4('Send the revision you read').check(z.positive('Send the revision you read'));

/** PUT admin/studio/coupons/{id}: every field again, and the revision the form was filled from. */
export const couponUpdateSchema = z.pipe(
  z.extend(couponFields, { revision }).check(crossFieldRules),
  z.transform((v) => ({ ...toRules(v), revision: v.revision })),
);
export type CouponUpdateInput = z.input<typeof couponUpdateSchema>;

/** POST admin/studio/coupons/{id}/pause and …/resume: the revision the button was shown with. */
export const couponToggleSchema = z.strictObject({ revision });

// ------------------------------------------------------------------ wording

/** "Laptops, Audio and Storage": a coupon's categories in a sentence; `joinLast` words the "and" in another language. */
export function listTitles(titles: readonly string[], joinLast: (list: string, last: string) => string = (list, last) => `${list} and ${last}`): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return joinLast(titles.slice(0, -1).join(', '), titles.at(-1) ?? '');
}

/**
 * A coupon's rule as a merchandiser says it: "10% off, up to ₹2,000, orders
 * from ₹10,000". The studio and the audit log word it alike; each brings its
 * own way of writing money.
 */
export function couponRuleWords(
  rule: Pick<CouponRules, 'kind' | 'value' | 'max_discount_paise' | 'min_order_paise'>,
  categoryTitles: readonly string[],
  money: (paise: number) => string,
): string {
  const parts = [rule.kind === 'percent' ? `${rule.value}% off` : `${money(rule.value)} off`];
  if (rule.kind === 'percent' && rule.max_discount_paise !== null) parts.push(`up to ${money(rule.max_discount_paise)}`);
  if (categoryTitles.length > 0) parts.push(`${listTitles(categoryTitles)} only`);
  if (rule.min_order_paise > 0) parts.push(`orders from ${money(rule.min_order_paise)}`);
  return parts.join(', ');
}
