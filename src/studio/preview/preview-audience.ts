import { isCampaignKey, isLayoutKey, isTargetedKey, type ConfigDocument, type ConfigKey } from '../../../schemas/api/studio';
import { PIN_PATTERN, stateName, type StateCode } from '../../../schemas/api/india';
import { audienceSchema, type DeviceClass } from '../../../schemas/ui-config/audience';
import { matchesAudience, type AudienceContext } from '../../../schemas/ui-config/audience-match';
import { isVisible, parseOtherConfig } from '../../../schemas/ui-config/entry';
import { fromIndianLocal, toIndianLocal } from '../india-time';

/**
 * The studio's preview "as" a shopper (issue 19 §2). On the storefront the
 * server hides the sections a shopper is not in the audience of
 * (server/features/personalisation/personalise.ts); the preview is sent the
 * draft itself, so the studio does the same to it before sending.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the shopper would be served this entry hidden. As on the server:
 * an entry without an audience is everyone's, one whose other_configration is
 * not JSON is left to the engine (it has no pattern, so it is not shown
 * anyway), and an audience that no longer parses hides the section, since
 * targeted content must not reach everyone by mistake.
 */
function hiddenFor(entry: Record<string, unknown>, ctx: AudienceContext): boolean {
  const json = parseOtherConfig(entry.other_configration);
  if (!json.ok || !('audience' in json.value)) return false;
  const audience = audienceSchema.safeParse(json.value.audience);
  return !audience.success || !matchesAudience(audience.data, ctx);
}

const alreadyHidden = (entry: Record<string, unknown>) => typeof entry.visibility === 'string' && !isVisible(entry.visibility);

/** The entries with those outside the audience hidden, or null when none is: the caller then keeps the draft itself rather than a copy. */
function filterEntries(entries: readonly unknown[], ctx: AudienceContext): unknown[] | null {
  let changed = false;
  // Hidden, not dropped: every section keeps its index, which the preview's highlight counts by.
  const shown = entries.map((entry) => {
    if (!isRecord(entry) || alreadyHidden(entry) || !hiddenFor(entry, ctx)) return entry;
    changed = true;
    return { ...entry, visibility: 'N' };
  });
  return changed ? shown : null;
}

/**
 * The document as the shopper `ctx` would be served it: for a layout (an entry
 * list), a campaign page or a targeted version (its `sections`), every entry whose audience the
 * shopper is not in gets visibility 'N'. A null ctx is everyone, and any other
 * configuration has no audiences: both return the document itself.
 */
export function asAudience(document: ConfigDocument, key: ConfigKey, ctx: AudienceContext | null): ConfigDocument {
  if (ctx === null) return document;
  if (isLayoutKey(key) && Array.isArray(document)) return filterEntries(document, ctx) ?? document;
  if ((isCampaignKey(key) || isTargetedKey(key)) && !Array.isArray(document) && Array.isArray(document.sections)) {
    const sections = filterEntries(document.sections, ctx);
    return sections ? { ...document, sections } : document;
  }
  return document;
}

// ------------------------------------------------------------------ presets

export interface PreviewAudience {
  id: string;
  label: string;
  /** The shopper at `now`; null is everyone. A function, so each choice looks at the page at the time it is made. */
  context: (now: Date) => AudienceContext | null;
}

const guest = (now: Date): AudienceContext => ({ signedIn: false, returning: false, device: 'phone', state: null, pinZone: null, cartPaise: 0, now });

/** Shoppers merchandisers most often target, one choice away. */
export const PREVIEW_AUDIENCES: readonly PreviewAudience[] = [
  { id: 'everyone', label: 'Everyone (ignore audiences)', context: () => null },
  { id: 'new-guest-phone', label: 'Guest on a phone, first visit', context: guest },
  {
    id: 'returning-desktop-mh',
    label: 'Returning signed-in shopper on desktop, Maharashtra (PIN 411001), cart ₹25,000',
    context: (now) => ({ signedIn: true, returning: true, device: 'desktop', state: 'MH', pinZone: '4', cartPaise: 2_500_000, now }),
  },
  {
    id: 'guest-delhi-tablet',
    label: 'Guest in Delhi on a tablet',
    // A guest's state is known from the PIN they checked delivery for: a Delhi PIN is in zone 1 (110001).
    context: (now) => ({ ...guest(now), device: 'tablet', state: 'DL', pinZone: '1' }),
  },
];

let rupees: Intl.NumberFormat | undefined;
let instants: Intl.DateTimeFormat | undefined;

const DEVICE_NAMES: Record<DeviceClass, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/** "Guest · New visitor · Phone · Maharashtra · PIN zone 4 · Cart ₹0.00 · 25 Nov 2026, 3:30 pm IST": every fact a rule can test. */
export function describeContext(ctx: AudienceContext): string {
  // Built on first use, as in describeAudience: Intl's locale data is slow to load.
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  instants ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', timeZoneName: 'short',
  });
  return [
    ctx.signedIn ? 'Signed-in shopper' : 'Guest',
    ctx.returning ? 'Returning visitor' : 'New visitor',
    DEVICE_NAMES[ctx.device],
    ctx.state === null ? 'State unknown' : stateName(ctx.state),
    ctx.pinZone === null ? 'PIN unknown' : `PIN zone ${ctx.pinZone}`,
    `Cart ${rupees.format(ctx.cartPaise / 100)}`,
    instants.format(ctx.now),
  ].join(' · ');
}

// ------------------------------------------------------------------ custom

/** The "Custom…" form as typed: text where the shopper may type, so a half-typed PIN or amount is kept as it is. */
export interface CustomAudienceForm {
  signedIn: boolean;
  returning: boolean;
  device: DeviceClass;
  /** '' is a shopper whose state is not known (a guest who has not checked a PIN). */
  state: StateCode | '';
  pin: string;
  cartRupees: string;
  /** India time as <input type="datetime-local"> holds it; '' is the moment the form is read. */
  at: string;
}

export function customAudienceDefaults(now: Date): CustomAudienceForm {
  return { signedIn: false, returning: false, device: 'phone', state: '', pin: '', cartRupees: '', at: toIndianLocal(now.toISOString()) };
}

/** The PIN's India Post zone (its first digit), or null until it is a whole, well-formed PIN. */
export function pinZoneOf(pin: string): string | null {
  const trimmed = pin.trim();
  return PIN_PATTERN.test(trimmed) ? trimmed.slice(0, 1) : null;
}

/** The shopper the form describes; what cannot be read (an amount, a time) falls back to nothing in the cart and `now`. */
export function customContext(form: CustomAudienceForm, now: Date): AudienceContext {
  const rupeeValue = Number(form.cartRupees);
  const at = fromIndianLocal(form.at);
  return {
    signedIn: form.signedIn,
    returning: form.returning,
    device: form.device,
    state: form.state === '' ? null : form.state,
    pinZone: pinZoneOf(form.pin),
    cartPaise: form.cartRupees.trim() !== '' && Number.isFinite(rupeeValue) && rupeeValue > 0 ? Math.round(rupeeValue * 100) : 0,
    now: at === null ? now : new Date(at),
  };
}
