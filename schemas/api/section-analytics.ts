import * as z from 'zod/mini';

/*
 * Section analytics: the storefront reports which sections shoppers saw
 * (impressions), clicked and added to the cart from, in small batches sent
 * with navigator.sendBeacon to the shop itself; the server rolls them up per
 * hour and section, and the layout studio reads the sums for a period. No
 * shopper, session or address is stored: only counts per section and hour.
 */

export const sectionAnalyticsPaths = {
  /** POST, no credential: sendBeacon cannot send one (server/features/section-analytics/ingest-routes.ts). */
  events: 'website/section-events',
  /** GET, a studio session with layouts.read. */
  stats: 'admin/studio/section-stats',
} as const;

export const SECTION_EVENT_TYPES = ['impression', 'click', 'add_to_cart'] as const;
export type SectionEventType = (typeof SECTION_EVENT_TYPES)[number];

/** A batch holds at least one event and at most this many; the storefront sends far fewer (SECTION_BEACON_EVENTS). */
export const SECTION_BATCH_MAX_EVENTS = 100;
/** What one beacon carries: small enough that the browser's beacon quota (64 KB for all in flight) never refuses it. */
export const SECTION_BEACON_EVENTS = 20;

/**
 * Layout names as SectionFrame writes them in data-scope: the fixed pages
 * ('home', 'products-details') and campaign pages ('page:diwali-sale').
 */
export const SECTION_SCOPE_PATTERN = /^[a-z0-9:-]+$/;
export const SECTION_SCOPE_MAX = 80;
/** Resolved sections carry the registry's canonical name (schemas/ui-config/section-names.ts): lower-case words joined by '-'. */
export const SECTION_NAME_PATTERN = /^[a-z0-9-]+$/;
export const SECTION_NAME_MAX = 60;
export const SECTION_INDEX_MAX = 499;
export const SECTION_PATTERN_MAX = 99;
export const SECTION_VARIANT_MAX = 40;
// PostgreSQL's text cannot hold NUL, and control characters in a variant's name are never meant: refused at the door.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const sectionScopeSchema = z.string().check(
  z.minLength(1, 'scope is required'),
  z.maxLength(SECTION_SCOPE_MAX, `scope must be at most ${SECTION_SCOPE_MAX} characters`),
  z.regex(SECTION_SCOPE_PATTERN, 'scope may hold only a-z, 0-9, ":" and "-"'),
);

const whole = (name: string, min: number, max: number) =>
  z.int(`${name} must be a whole number`).check(z.gte(min, `${name} must be at least ${min}`), z.lte(max, `${name} must be at most ${max}`));

/** Which section an event is about: its place in its layout, as the page rendered it. */
export const sectionIdentitySchema = z.strictObject({
  scope: sectionScopeSchema,
  index: whole('index', 0, SECTION_INDEX_MAX),
  section: z.string().check(
    z.minLength(1, 'section is required'),
    z.maxLength(SECTION_NAME_MAX, `section must be at most ${SECTION_NAME_MAX} characters`),
    z.regex(SECTION_NAME_PATTERN, 'section may hold only a-z, 0-9 and "-"'),
  ),
  pattern: whole('pattern', 1, SECTION_PATTERN_MAX),
  /** The A/B experiment's variant the page showed; '' outside an experiment. */
  variant: z.string().check(
    z.maxLength(SECTION_VARIANT_MAX, `variant must be at most ${SECTION_VARIANT_MAX} characters`),
    z.refine((variant) => !hasControlCharacter(variant), 'variant may not hold control characters'),
  ),
});
export type SectionIdentity = z.output<typeof sectionIdentitySchema>;

export const sectionEventSchema = z.strictObject({
  ...sectionIdentitySchema.shape,
  type: z.enum(SECTION_EVENT_TYPES),
  /** When it happened in the browser, epoch milliseconds; the server refuses ones too old or in the future. */
  at: z.int('at must be a whole number of milliseconds').check(z.gte(0, 'at must be a time after 1970')),
});
export type SectionEvent = z.output<typeof sectionEventSchema>;

export const sectionEventBatchSchema = z.strictObject({
  events: z
    .array(sectionEventSchema)
    .check(z.minLength(1, 'events must hold at least one event'), z.maxLength(SECTION_BATCH_MAX_EVENTS, `events may hold at most ${SECTION_BATCH_MAX_EVENTS} events`)),
});
export type SectionEventBatch = z.output<typeof sectionEventBatchSchema>;

/** An event older than this is a replay or a wrong clock, not a page someone is looking at. */
export const SECTION_EVENT_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** Browsers' clocks drift a little; more than this ahead is bad data. */
export const SECTION_EVENT_MAX_AHEAD_MS = 5 * 60 * 1000;

/* The studio's read: one layout's sections over a period. */

export const SECTION_STATS_PERIODS = ['24h', '7d', '30d'] as const;
export type SectionStatsPeriod = (typeof SECTION_STATS_PERIODS)[number];
export const SECTION_STATS_PERIOD_LABELS: Record<SectionStatsPeriod, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };
/** How many hourly buckets a period covers, the current hour included. */
export const SECTION_STATS_PERIOD_HOURS: Record<SectionStatsPeriod, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };

export const sectionStatsQuerySchema = z.strictObject({
  scope: sectionScopeSchema,
  period: z._default(z.enum(SECTION_STATS_PERIODS), '7d'),
});
export type SectionStatsQuery = z.output<typeof sectionStatsQuerySchema>;

const count = z.int().check(z.gte(0));
/** A share of impressions (0.034 is 3.4 %); null without impressions. Clicks can outnumber impressions, so it may pass 1. */
const rate = z.nullable(z.number().check(z.gte(0)));

export const sectionStatRowSchema = z.object({
  index: z.int(),
  section: z.string(),
  pattern: z.int(),
  variant: z.string(),
  impressions: count,
  clicks: count,
  add_to_cart: count,
  /** clicks ÷ impressions. */
  ctr: rate,
  /** add_to_cart ÷ impressions. */
  add_to_cart_rate: rate,
});
export type SectionStatRow = z.output<typeof sectionStatRowSchema>;

export const sectionStatsSchema = z.object({
  scope: z.string(),
  period: z.enum(SECTION_STATS_PERIODS),
  /** ISO instants: the start of the first hour counted, and when the figures were read. */
  from: z.string(),
  to: z.string(),
  /** By index, then section, pattern and variant. */
  sections: z.array(sectionStatRowSchema),
});
export type SectionStats = z.output<typeof sectionStatsSchema>;

export function sectionStatsPath(scope: string, period: SectionStatsPeriod): string {
  return `${sectionAnalyticsPaths.stats}?${new URLSearchParams({ scope, period }).toString()}`;
}

/** A share of impressions, or null when there were none to divide by. */
export function shareOf(part: number, impressions: number): number | null {
  return impressions > 0 ? part / impressions : null;
}
