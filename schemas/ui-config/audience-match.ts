import type { StateCode } from '../api/india';
import { AUDIENCE_RULES, type Audience, type AudienceRule, type DeviceClass } from './audience';

/**
 * What is known about the shopper, for matching audiences: the server builds
 * it from the request (server/features/audiences/context.ts); the studio's
 * preview builds one by hand to show a page "as" an audience.
 */
export type AudienceContext = {
  signedIn: boolean;
  returning: boolean;
  device: DeviceClass;
  /** From the shopper's address when they have one, else best effort from a PIN; null when unknown. */
  state: StateCode | null;
  pinZone: string | null;
  cartPaise: number;
  now: Date;
};

type Rule<K extends AudienceRule> = NonNullable<Audience[K]>;

/** Each rule on its own; a mapped type, so a rule added to the schema cannot be forgotten here. */
const RULES: { [K in AudienceRule]: (rule: Rule<K>, ctx: AudienceContext) => boolean } = {
  signed_in: (signedIn, ctx) => ctx.signedIn === signedIn,
  visitor: (visitor, ctx) => ctx.returning === (visitor === 'returning'),
  device: (devices, ctx) => devices.includes(ctx.device),
  // A shopper whose state is unknown is not in a state-bound audience: such offers are often priced for that state.
  states: (states, ctx) => ctx.state !== null && states.includes(ctx.state),
  pin_zones: (zones, ctx) => zones.some((zone) => zone === ctx.pinZone),
  cart_value: ({ min_paise, max_paise }, ctx) =>
    (min_paise === undefined || ctx.cartPaise >= min_paise) && (max_paise === undefined || ctx.cartPaise <= max_paise),
  // Half open, [from, until): back-to-back windows hand over without a moment where both or neither apply.
  window: ({ from, until }, ctx) =>
    (from === undefined || ctx.now.getTime() >= Date.parse(from)) && (until === undefined || ctx.now.getTime() < Date.parse(until)),
};

function holds<K extends AudienceRule>(name: K, rule: Rule<K> | undefined, ctx: AudienceContext): boolean {
  return rule === undefined || RULES[name](rule, ctx);
}

/** Whether the shopper is in the audience: every rule it sets holds. An empty audience is everyone. */
export function matchesAudience(audience: Audience, ctx: AudienceContext): boolean {
  return AUDIENCE_RULES.every((name) => holds(name, audience[name], ctx));
}

/** The rules an audience sets, in the schema's order, for the studio. */
export function audienceRuleNames(a: Audience): AudienceRule[] {
  return AUDIENCE_RULES.filter((rule) => a[rule] !== undefined);
}
