import { useId, useState } from 'react';
import { INDIAN_STATES } from '../../../schemas/api/india';
import { DEVICE_CLASSES, type DeviceClass } from '../../../schemas/ui-config/audience';
import type { AudienceContext } from '../../../schemas/ui-config/audience-match';
import { customAudienceDefaults, customContext, pinZoneOf, PREVIEW_AUDIENCES, type CustomAudienceForm } from './preview-audience';

const CUSTOM = 'custom';
const DEVICE_LABELS: Record<DeviceClass, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

interface Props {
  /** The shopper to preview as; null is everyone (audiences ignored). */
  onChange: (ctx: AudienceContext | null) => void;
}

/**
 * "Preview as": a shopper to show the draft to, from presets or described by
 * hand. Each choice is read at the moment it is made, so a preset's time is
 * when it was picked and the preview does not change by itself afterwards.
 */
export function PreviewAudiencePicker({ onChange }: Props) {
  const id = useId();
  const [choice, setChoice] = useState<string>(PREVIEW_AUDIENCES[0]?.id ?? CUSTOM);
  const [form, setForm] = useState<CustomAudienceForm>(() => customAudienceDefaults(new Date()));

  const choose = (next: string) => {
    setChoice(next);
    const preset = PREVIEW_AUDIENCES.find((p) => p.id === next);
    onChange(preset ? preset.context(new Date()) : customContext(form, new Date()));
  };

  const edit = (patch: Partial<CustomAudienceForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    onChange(customContext(next, new Date()));
  };

  const pin = form.pin.trim();
  const zone = pinZoneOf(pin);
  const pinInvalid = pin !== '' && zone === null;

  return (
    <div className="st-preview-audience">
      <div className="st-field st-field--inline st-preview-audience__choice">
        <label htmlFor={`${id}-as`}>Preview as</label>
        <select id={`${id}-as`} value={choice} onChange={(e) => choose(e.target.value)}>
          {PREVIEW_AUDIENCES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM}>Custom…</option>
        </select>
      </div>
      {choice === CUSTOM && (
        <fieldset className="st-preview-audience__custom">
          <legend>Custom shopper</legend>
          <div className="st-field">
            <label htmlFor={`${id}-signed`}>Signed in</label>
            <select id={`${id}-signed`} value={form.signedIn ? 'yes' : 'no'} onChange={(e) => edit({ signedIn: e.target.value === 'yes' })}>
              <option value="no">No (guest)</option>
              <option value="yes">Yes</option>
            </select>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-visitor`}>Visitor</label>
            <select id={`${id}-visitor`} value={form.returning ? 'returning' : 'new'} onChange={(e) => edit({ returning: e.target.value === 'returning' })}>
              <option value="new">New (first visit)</option>
              <option value="returning">Returning</option>
            </select>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-device`}>Device</label>
            <select id={`${id}-device`} value={form.device} onChange={(e) => edit({ device: DEVICE_CLASSES.find((d) => d === e.target.value) ?? form.device })}>
              {DEVICE_CLASSES.map((d) => (
                <option key={d} value={d}>
                  {DEVICE_LABELS[d]}
                </option>
              ))}
            </select>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-state`}>State</label>
            <select id={`${id}-state`} value={form.state} onChange={(e) => edit({ state: INDIAN_STATES.find((s) => s.code === e.target.value)?.code ?? '' })}>
              <option value="">Not known</option>
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-pin`}>PIN code</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={form.pin}
              aria-invalid={pinInvalid ? true : undefined}
              aria-describedby={`${id}-pin-note`}
              onChange={(e) => edit({ pin: e.target.value })}
            />
            {/* Only the zone is matched: a PIN does not set the state, which the state list above does. */}
            <p id={`${id}-pin-note`} className="st-muted">
              {pinInvalid ? 'Six digits, not starting with 0' : zone === null ? 'No PIN: no zone' : `PIN zone ${zone}`}
            </p>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-cart`}>Cart value (₹)</label>
            <input id={`${id}-cart`} type="number" min={0} step="1" value={form.cartRupees} onChange={(e) => edit({ cartRupees: e.target.value })} />
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-at`}>Date and time (India time)</label>
            <input id={`${id}-at`} type="datetime-local" value={form.at} onChange={(e) => edit({ at: e.target.value })} />
          </div>
        </fieldset>
      )}
    </div>
  );
}
