import type { Kysely } from 'kysely';
import { CONTROL_VARIANT, type Experiment, type ExperimentResults, type VariantResult } from '../../../schemas/api/experiments';
import type { Database } from '../../db/types';
import { conversionRate, probabilityToBeatControl, revenuePerVisitor, sampleSizePerVariant, upliftInterval, visitorsStillNeeded } from './statistics';

interface Counts {
  visitors: number;
  add_to_cart: number;
  checkout: number;
  /** Visitors with at least one paid order: the order rate is a rate of visitors, like the others. */
  buyers: number;
  orders: number;
  revenue: number;
}

const empty = (): Counts => ({ visitors: 0, add_to_cart: 0, checkout: 0, buyers: 0, orders: 0, revenue: 0 });

async function countsByVariant(db: Kysely<Database>, experimentId: number): Promise<Map<string, Counts>> {
  const [exposed, converted] = await Promise.all([
    db.selectFrom('experiment_exposures').select((eb) => ['variant', eb.fn.countAll<string>().as('n')]).where('experiment_id', '=', experimentId).groupBy('variant').execute(),
    db
      .selectFrom('experiment_conversions')
      .select((eb) => ['variant', 'kind', eb.fn.count<string>('session_id').distinct().as('visitors'), eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount_paise').as('amount')])
      .where('experiment_id', '=', experimentId)
      .groupBy(['variant', 'kind'])
      .execute(),
  ]);
  const counts = new Map<string, Counts>();
  const of = (variant: string) => counts.get(variant) ?? counts.set(variant, empty()).get(variant) ?? empty();
  for (const row of exposed) of(row.variant).visitors = Number(row.n);
  for (const row of converted) {
    const c = of(row.variant);
    if (row.kind === 'order_paid') {
      c.buyers = Number(row.visitors);
      c.orders = Number(row.n);
      c.revenue = Number(row.amount ?? 0);
    } else c[row.kind] = Number(row.visitors);
  }
  return counts;
}

const goalCount = (c: Counts, goal: Experiment['goal']) => (goal === 'order_paid' ? c.buyers : c[goal]);

/** Every variant's figures, each against the control on the experiment's goal. */
export async function experimentResults(db: Kysely<Database>, experiment: Experiment): Promise<ExperimentResults> {
  const counts = await countsByVariant(db, experiment.id);
  const control = counts.get(CONTROL_VARIANT) ?? empty();
  const controlGoal = { visitors: control.visitors, conversions: Math.min(goalCount(control, experiment.goal), control.visitors) };
  const baseline = conversionRate(controlGoal.conversions, controlGoal.visitors);
  // Early on the control's rate can be 0 or 1 (one visitor who bought): no sample size follows from that yet.
  const target = baseline * (1 + experiment.minimum_effect_percent / 100);
  const required = baseline > 0 && baseline < 1 && target <= 1 ? sampleSizePerVariant(baseline, experiment.minimum_effect_percent / 100) : Number.POSITIVE_INFINITY;
  const variants = experiment.variants.map((variant): VariantResult => {
    const c = counts.get(variant.key) ?? empty();
    // Conversions by visitors who were exposed after converting elsewhere could exceed exposures in odd races; the rate never passes 1.
    const clamp = (n: number) => Math.min(n, c.visitors);
    const mine = { visitors: c.visitors, conversions: clamp(goalCount(c, experiment.goal)) };
    const isControl = variant.key === CONTROL_VARIANT;
    return {
      key: variant.key,
      label: variant.label,
      visitors: c.visitors,
      add_to_cart: clamp(c.add_to_cart),
      checkout: clamp(c.checkout),
      orders: c.orders,
      revenue_paise: c.revenue,
      rates: { add_to_cart: conversionRate(clamp(c.add_to_cart), c.visitors), checkout: conversionRate(clamp(c.checkout), c.visitors), order_paid: conversionRate(clamp(c.buyers), c.visitors) },
      revenue_per_visitor_paise: revenuePerVisitor(c.revenue, c.visitors),
      uplift: isControl ? null : upliftInterval(controlGoal, mine),
      probability_to_beat_control: isControl || mine.visitors === 0 || controlGoal.visitors === 0 ? null : probabilityToBeatControl(controlGoal, mine),
      visitors_still_needed: Number.isFinite(required) ? visitorsStillNeeded(required, c.visitors) : null,
    };
  });
  return { experiment, variants };
}
