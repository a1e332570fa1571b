import * as z from 'zod/mini';
import { INDIAN_STATES, stateName, type StateCode } from '../api/india';

/**
 * An audience narrows a configuration section (or a whole page) to some
 * shoppers (issue 19 §2). Every rule present must hold; an empty audience is
 * everyone. The server decides on each page it renders, so a rule may only
 * name what the server knows about the request (server/features/audiences).
 *
 * Strict throughout: a misspelt rule ("state" for "states") would otherwise be
 * dropped and quietly widen the audience to everyone.
 */

export const AUDIENCE_RULES = ['signed_in', 'visitor', 'device', 'states', 'pin_zones', 'cart_value', 'window'] as const;
export type AudienceRule = (typeof AUDIENCE_RULES)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** India Post's nine PIN zones: the first digit of a PIN code. */
export const PIN_ZONES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type PinZone = (typeof PIN_ZONES)[number];

const STATE_CODES: StateCode[] = INDIAN_STATES.map((s) => s.code);

/** zod/mini has no locale: without a message every refusal would read "Invalid input". */
function strictMessage(where: string, noun: 'rule' | 'field', known: readonly string[]) {
  return (issue: { code?: string; input?: unknown; keys?: string[] }) => {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      const names = issue.keys.map((k) => `"${k}"`).join(', ');
      return `${where} has no ${issue.keys.length === 1 ? noun : `${noun}s`} ${names}: use ${known.join(', ')}`;
    }
    return `${where} must be an object`;
  };
}

const paise = (name: string) =>
  z.int(`${name} must be a whole number of paise`).check(z.gte(0, `${name} must be at least 0`));

const nonEmptyList = <T extends z.core.SomeType>(name: string, item: T, choices: string) =>
  z.array(item, `${name} must be a list of ${choices}`).check(z.minLength(1, `${name} needs at least one of ${choices}`));

const cartValueSchema = z
  .strictObject(
    { min_paise: z.optional(paise('cart_value.min_paise')), max_paise: z.optional(paise('cart_value.max_paise')) },
    { error: strictMessage('cart_value', 'field', ['min_paise', 'max_paise']) },
  )
  .check(
    // An empty range would be a rule that holds for everyone, listed in the studio as if it narrowed the audience.
    z.refine((v) => v.min_paise !== undefined || v.max_paise !== undefined, 'cart_value needs min_paise, max_paise or both'),
    z.refine((v) => v.min_paise === undefined || v.max_paise === undefined || v.min_paise <= v.max_paise, {
      message: 'cart_value.min_paise must be at most max_paise',
      path: ['min_paise'],
    }),
  );

/**
 * An instant with its offset ("2026-11-25T10:00:00+05:30" or "…Z"): a time
 * without one would be read in the server's zone, which is not India's.
 */
const instant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time with its offset, like 2026-11-25T10:00:00+05:30` });

const windowSchema = z
  .strictObject({ from: z.optional(instant('window.from')), until: z.optional(instant('window.until')) }, { error: strictMessage('window', 'field', ['from', 'until']) })
  .check(
    z.refine((w) => w.from !== undefined || w.until !== undefined, 'window needs from, until or both'),
    z.refine((w) => w.from === undefined || w.until === undefined || Date.parse(w.from) < Date.parse(w.until), {
      message: 'window.from must be before window.until',
      path: ['from'],
    }),
  );

const audienceShape = {
  signed_in: z.optional(z.boolean('signed_in must be true (signed-in shoppers only) or false (guests only)')),
  visitor: z.optional(z.enum(['new', 'returning'], 'visitor must be "new" or "returning"')),
  device: z.optional(nonEmptyList('device', z.enum(DEVICE_CLASSES, 'device must hold phone, tablet or desktop'), 'phone, tablet, desktop')),
  states: z.optional(
    nonEmptyList('states', z.enum(STATE_CODES, { error: (issue) => `${JSON.stringify(issue.input)} is not an Indian state code, like MH or KA` }), 'state codes'),
  ),
  pin_zones: z.optional(nonEmptyList('pin_zones', z.enum(PIN_ZONES, 'pin_zones must hold PIN zones "1" to "9"'), 'PIN zones "1" to "9"')),
  cart_value: z.optional(cartValueSchema),
  window: z.optional(windowSchema),
} satisfies Record<AudienceRule, z.core.SomeType>;

export const audienceSchema = z.strictObject(audienceShape, { error: strictMessage('An audience', 'rule', AUDIENCE_RULES) });
export type Audience = z.output<typeof audienceSchema>;

let rupees: Intl.NumberFormat | undefined;
let instants: Intl.DateTimeFormat | undefined;

// Built on first use: only the studio describes audiences, and Intl's locale data is slow to load.
function formatRupees(paiseValue: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return rupees.format(paiseValue / 100);
}

function formatInstant(iso: string): string {
  instants ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', timeZoneName: 'short',
  });
  return instants.format(new Date(iso));
}

const DEVICE_NAMES: Record<DeviceClass, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' };
/** Beyond this many, a layout list row would wrap; the rest are counted. */
const STATES_SHOWN = 3;

function describeStates(states: readonly StateCode[]): string {
  const names = states.slice(0, STATES_SHOWN).map(stateName).join(', ');
  const more = states.length - STATES_SHOWN;
  return more > 0 ? `${names} and ${more} more` : names;
}

function describeCart({ min_paise: min, max_paise: max }: NonNullable<Audience['cart_value']>): string {
  if (min !== undefined && max !== undefined) return `Cart ${formatRupees(min)}–${formatRupees(max)}`;
  if (min !== undefined) return `Cart from ${formatRupees(min)}`;
  return max === undefined ? '' : `Cart up to ${formatRupees(max)}`;
}

function describeWindow({ from, until }: NonNullable<Audience['window']>): string {
  if (from !== undefined && until !== undefined) return `${formatInstant(from)} to ${formatInstant(until)}`;
  if (from !== undefined) return `From ${formatInstant(from)}`;
  return until === undefined ? '' : `Until ${formatInstant(until)}`;
}

/** A short phrase for the studio's layout list: "Guests · Phones · Maharashtra, Gujarat · Cart ₹5,000.00–₹20,000.00". */
export function describeAudience(a: Audience): string {
  const parts: string[] = [];
  if (a.signed_in !== undefined) parts.push(a.signed_in ? 'Signed-in shoppers' : 'Guests');
  if (a.visitor) parts.push(a.visitor === 'new' ? 'New visitors' : 'Returning visitors');
  if (a.device) parts.push(a.device.map((d) => DEVICE_NAMES[d]).join(', '));
  if (a.states) parts.push(describeStates(a.states));
  if (a.pin_zones) parts.push(`PIN ${a.pin_zones.length === 1 ? 'zone' : 'zones'} ${a.pin_zones.join(', ')}`);
  if (a.cart_value) parts.push(describeCart(a.cart_value));
  if (a.window) parts.push(describeWindow(a.window));
  const shown = parts.filter((p) => p !== '');
  return shown.length === 0 ? 'Everyone' : shown.join(' · ');
}
