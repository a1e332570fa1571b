import * as z from 'zod/mini';
import { uiConfigListSchema } from '../ui-config/entry';
import { configKeySchema } from './studio';

/**
 * A/B experiments (issue 19 §3). An experiment splits visitors between
 * variants of one section of a layout (its other_configration: pattern and
 * props) or of a whole layout (its entries). The first variant is the control:
 * the published configuration itself, so it carries neither.
 */

export const EXPERIMENT_GOALS = ['add_to_cart', 'checkout', 'order_paid'] as const;
export const experimentGoalSchema = z.enum(EXPERIMENT_GOALS);
export type ExperimentGoal = z.output<typeof experimentGoalSchema>;
export const GOAL_LABELS: Readonly<Record<ExperimentGoal, string>> = { add_to_cart: 'Add to cart', checkout: 'Checkout started', order_paid: 'Order paid' };

export const CONTROL_VARIANT = 'control';

export const experimentVariantSchema = z.strictObject({
  key: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,19}$/, 'lower-case letters, digits and hyphens, up to 20')),
  label: z.string().check(z.trim(), z.minLength(1, 'Name the variant'), z.maxLength(60)),
  /** Whole percent or up to two decimals; the variants add to 100. */
  percent: z.number().check(z.gte(0), z.lte(100)),
  /** A section experiment's variant: the section's other_configration (JSON). */
  other_configration: z.optional(z.string()),
  /** A page experiment's variant: the whole layout. */
  entries: z.optional(uiConfigListSchema),
});
export type ExperimentVariant = z.output<typeof experimentVariantSchema>;

export const experimentTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('section'), key: configKeySchema, index: z.int().check(z.gte(0), z.lt(500)) }),
  z.strictObject({ kind: z.literal('page'), key: configKeySchema }),
]);
export type ExperimentTarget = z.output<typeof experimentTargetSchema>;

/** POST admin/studio/experiments (and PUT of a draft one). */
export const experimentInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Name the experiment'), z.maxLength(80)),
  target: experimentTargetSchema,
  goal: experimentGoalSchema,
  /** The smallest relative uplift worth detecting, in percent: the sample each variant needs follows from it. */
  minimum_effect_percent: z.number().check(z.gte(1), z.lte(100)),
  variants: z.array(experimentVariantSchema).check(z.minLength(2, 'At least a control and one variant'), z.maxLength(4, 'At most four variants')),
});
export type ExperimentInput = z.output<typeof experimentInputSchema>;

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped', 'promoted'] as const;
export const experimentSchema = z.extend(experimentInputSchema, {
  id: z.int(),
  status: z.enum(EXPERIMENT_STATUSES),
  created_by: z.string(),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  stopped_at: z.nullable(z.string()),
  /** The variant promoted to a normal published version. */
  winner: z.nullable(z.string()),
});
export type Experiment = z.output<typeof experimentSchema>;

export const variantResultSchema = z.object({
  key: z.string(),
  label: z.string(),
  visitors: z.int(),
  add_to_cart: z.int(),
  checkout: z.int(),
  orders: z.int(),
  revenue_paise: z.int(),
  /** Conversions ÷ visitors per goal, 0..1. */
  rates: z.object({ add_to_cart: z.number(), checkout: z.number(), order_paid: z.number() }),
  revenue_per_visitor_paise: z.int(),
  /** Against the control on the experiment's goal; null for the control or without data. */
  uplift: z.nullable(z.object({ uplift: z.number(), lower: z.number(), upper: z.number() })),
  probability_to_beat_control: z.nullable(z.number()),
  /** Visitors this variant still needs for the minimum effect at 95% confidence and 80% power; null when it cannot be told yet. */
  visitors_still_needed: z.nullable(z.number()),
});
export type VariantResult = z.output<typeof variantResultSchema>;

export const experimentResultsSchema = z.object({
  experiment: experimentSchema,
  variants: z.array(variantResultSchema),
});
export type ExperimentResults = z.output<typeof experimentResultsSchema>;

export const promoteRequestSchema = z.strictObject({ variant: z.string() });

export const experimentPaths = {
  list: 'admin/studio/experiments',
  one: (id: number) => `admin/studio/experiments/${id}`,
  start: (id: number) => `admin/studio/experiments/${id}/start`,
  stop: (id: number) => `admin/studio/experiments/${id}/stop`,
  promote: (id: number) => `admin/studio/experiments/${id}/promote`,
  results: (id: number) => `admin/studio/experiments/${id}/results`,
} as const;
