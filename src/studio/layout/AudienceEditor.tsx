import { useId } from 'react';
import { INDIAN_STATES } from '../../../schemas/api/india';
import { DEVICE_CLASSES, PIN_ZONES, audienceSchema, describeAudience, type Audience } from '../../../schemas/ui-config/audience';
import { fromIndianLocal, toIndianLocal } from '../india-time';

interface Props {
  /** As stored on the row: undefined is everyone. */
  value: unknown;
  onChange: (next: Audience | undefined) => void;
  /** Problems by 'audience.<rule>'. */
  errors: Readonly<Record<string, string>>;
}

const DEVICE_LABELS = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' } as const;
const PIN_ZONE_REGIONS: Readonly<Record<string, string>> = {
  '1': 'Delhi, Haryana, Punjab, HP, J&K',
  '2': 'Uttar Pradesh, Uttarakhand',
  '3': 'Rajasthan, Gujarat',
  '4': 'Maharashtra, Goa, MP, Chhattisgarh',
  '5': 'Telangana, Andhra, Karnataka',
  '6': 'Tamil Nadu, Kerala',
  '7': 'West Bengal, Odisha, North East',
  '8': 'Bihar, Jharkhand',
  '9': 'Army Postal Service',
};

const toggle = <T,>(list: readonly T[] | undefined, item: T, on: boolean): T[] => (on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item));
const rupees = (paise: number | undefined) => (paise === undefined ? '' : String(paise / 100));
const paise = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Math.round(Number(text) * 100));

/**
 * Who sees a section. Rules left empty do not narrow it; the server decides
 * for each shopper on the server-rendered page, so nothing shifts after it loads.
 */
export function AudienceEditor({ value, onChange, errors }: Props) {
  const id = useId();
  const parsed = audienceSchema.safeParse(value ?? {});
  const audience: Audience = parsed.success ? parsed.data : {};
  // Empty rules are dropped, so "everyone" is stored as no audience at all.
  const set = (next: Audience) => {
    const cleaned = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
    const result = audienceSchema.safeParse(cleaned);
    onChange(Object.keys(cleaned).length === 0 ? undefined : result.success ? result.data : { ...audience, ...cleaned });
  };
  const error = (rule: string) => Object.entries(errors).find(([path]) => path === `audience.${rule}` || path.startsWith(`audience.${rule}.`))?.[1];
  const note = (rule: string) => {
    const message = error(rule);
    return message ? (
      <p className="st-error" role="alert" id={`${id}-${rule}-error`}>
        {message}
      </p>
    ) : null;
  };

  return (
    <fieldset className="st-audience">
      <legend>Audience</legend>
      <p className="st-muted" aria-live="polite">
        {`Shown to: ${describeAudience(audience)}`}
      </p>
      {errors.audience && (
        <p className="st-error" role="alert">
          {errors.audience}
        </p>
      )}
      <div className="st-field">
        <label htmlFor={`${id}-signed`}>Signed in</label>
        <select id={`${id}-signed`} value={audience.signed_in === undefined ? '' : String(audience.signed_in)} onChange={(e) => set({ ...audience, signed_in: e.target.value === '' ? undefined : e.target.value === 'true' })}>
          <option value="">Everyone</option>
          <option value="true">Signed-in shoppers</option>
          <option value="false">Guests</option>
        </select>
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-visitor`}>Visitor</label>
        <select
          id={`${id}-visitor`}
          value={audience.visitor ?? ''}
          onChange={(e) => set({ ...audience, visitor: e.target.value === 'new' || e.target.value === 'returning' ? e.target.value : undefined })}
        >
          <option value="">New and returning</option>
          <option value="new">New visitors</option>
          <option value="returning">Returning visitors</option>
        </select>
      </div>
      <fieldset className="st-field">
        <legend>Devices (none ticked: all)</legend>
        {DEVICE_CLASSES.map((device) => (
          <label key={device} className="st-field--inline">
            <input type="checkbox" checked={audience.device?.includes(device) ?? false} onChange={(e) => set({ ...audience, device: toggle(audience.device, device, e.target.checked) })} />
            {DEVICE_LABELS[device]}
          </label>
        ))}
      </fieldset>
      <div className="st-field">
        <label htmlFor={`${id}-states`}>States (none chosen: all India)</label>
        <select
          id={`${id}-states`}
          multiple
          size={5}
          value={audience.states ?? []}
          aria-describedby={error('states') ? `${id}-states-error` : undefined}
          onChange={(e) => set({ ...audience, states: [...e.target.selectedOptions].flatMap((o) => INDIAN_STATES.filter((s) => s.code === o.value).map((s) => s.code)) })}
        >
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        <p className="st-muted">From the shopper&apos;s delivery address, or the PIN they checked delivery for.</p>
        {note('states')}
      </div>
      <fieldset className="st-field">
        <legend>PIN zones (none ticked: all)</legend>
        {PIN_ZONES.map((zone) => (
          <label key={zone} className="st-field--inline">
            <input type="checkbox" checked={audience.pin_zones?.includes(zone) ?? false} onChange={(e) => set({ ...audience, pin_zones: toggle(audience.pin_zones, zone, e.target.checked) })} />
            {`${zone}xxxxx · ${PIN_ZONE_REGIONS[zone] ?? ''}`}
          </label>
        ))}
      </fieldset>
      <div className="st-field">
        <label htmlFor={`${id}-cart-min`}>Cart value from (₹)</label>
        <input
          id={`${id}-cart-min`}
          type="number"
          min={0}
          step="1"
          value={rupees(audience.cart_value?.min_paise)}
          onChange={(e) => set({ ...audience, cart_value: cartRange(paise(e.target.value), audience.cart_value?.max_paise) })}
        />
        <label htmlFor={`${id}-cart-max`}>Cart value up to (₹)</label>
        <input
          id={`${id}-cart-max`}
          type="number"
          min={0}
          step="1"
          value={rupees(audience.cart_value?.max_paise)}
          onChange={(e) => set({ ...audience, cart_value: cartRange(audience.cart_value?.min_paise, paise(e.target.value)) })}
        />
        {note('cart_value')}
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-from`}>Shown from (India time)</label>
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={toIndianLocal(audience.window?.from ?? null)}
          onChange={(e) => set({ ...audience, window: timeWindow(fromIndianLocal(e.target.value), audience.window?.until) })}
        />
        <label htmlFor={`${id}-until`}>Shown until (India time)</label>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={toIndianLocal(audience.window?.until ?? null)}
          onChange={(e) => set({ ...audience, window: timeWindow(audience.window?.from, fromIndianLocal(e.target.value)) })}
        />
        {note('window')}
      </div>
    </fieldset>
  );
}

function cartRange(min: number | undefined, max: number | undefined): Audience['cart_value'] {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min_paise: min }), ...(max === undefined ? {} : { max_paise: max }) };
}

function timeWindow(from: string | null | undefined, until: string | null | undefined): Audience['window'] {
  if (!from && !until) return undefined;
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}
