import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ADDRESS_MESSAGES, ADDRESS_TYPES } from '../../../schemas/api/addresses';
import { INDIAN_STATES } from '../../../schemas/api/india';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../auth/fields/TextField';
import { useBusy } from '../auth/useBusy';
import { addressesPath, saveAddress } from './address-api';
import { EMPTY_ADDRESS, FIELD_ORDER, fieldsOf, validateAddress, type AddressValues, type FieldErrors, type FieldName } from './address-form';
import { useAddressMessage } from './address-messages';
import { pinLocality, TYPE_KEYS } from './address-text';
import { LocationPicker } from './LocationPicker';
import { PinStatusText } from './PinStatusText';
import { usePinLookup } from './usePinLookup';
import type { Position } from './useGeolocation';
import styles from './AddressForm.module.css';

interface Props {
  userId: number;
  /** The saved address being edited; none for a new one. */
  addressId?: number;
  initial?: AddressValues;
  /** Where to go after saving. */
  returnTo: string;
}

const fieldId = (name: FieldName) => `address-${name}`;

/** The server's refusals that are about the PIN (unknown, or in another state) belong under the PIN field. */
function isPinProblem(message: string): boolean {
  return message === ADDRESS_MESSAGES.pinUnknown || message.startsWith('The PIN code is in');
}

/**
 * The address form of /address/add and /address/edit/{id}: the shared
 * schema's messages inline, the PIN looked up as it is typed (filling city and
 * state), and an optional map pin.
 */
export function AddressForm({ userId, addressId, initial = EMPTY_ADDRESS, returnTo }: Props) {
  const [values, setValues] = useState<AddressValues>(initial);
  // Until the first submit, fields are not judged while typing; after it, every change is.
  const [submitted, setSubmitted] = useState(false);
  // The server's word on a PIN (unknown, another state) holds until the PIN changes.
  const [pinRefusal, setPinRefusal] = useState<{ pin: string; message: string } | null>(null);
  const [formError, setFormError] = useState('');
  const [busy, run] = useBusy();
  const pin = usePinLookup();
  const { lookup } = pin;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const t = useT();
  const say = useAddressMessage();

  // The saved PIN's delivery facts, without touching the saved city and state.
  useEffect(() => {
    if (initial.pin) void lookup(initial.pin);
  }, [initial.pin, lookup]);

  const judged: FieldErrors = submitted ? validateAddress(values, userId) : {};
  if (pinRefusal && pinRefusal.pin === values.pin && judged.pin === undefined) judged.pin = pinRefusal.message;
  // The schema's messages in the page's language; the server's own PIN refusal as it wrote it.
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const message = judged[name];
    if (message !== undefined) errors[name] = say(message);
  }

  const update = useCallback((patch: Partial<AddressValues>) => setValues((current) => ({ ...current, ...patch })), []);

  const text = (name: Exclude<FieldName, 'type' | 'is_default' | 'latitude'>) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
  });

  async function changePin(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value.replace(/\D/g, '').slice(0, 6);
    update({ pin: typed });
    const info = await lookup(typed);
    if (info) update({ city: info.city, state_code: info.state_code });
  }

  const place = useCallback((position: Position | null) => update({ latitude: position?.latitude ?? null, longitude: position?.longitude ?? null }), [update]);

  function focusField(name: FieldName) {
    document.getElementById(fieldId(name))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setSubmitted(true);
      setFormError('');
      const found = validateAddress(values, userId);
      const first = FIELD_ORDER.find((name) => found[name] !== undefined);
      if (first) {
        focusField(first);
        return;
      }
      try {
        await saveAddress(userId, fieldsOf(values), addressId);
      } catch (err) {
        const message = err instanceof ApiError && err.message ? err.message : t('address.saveFailed');
        if (isPinProblem(message)) {
          setPinRefusal({ pin: values.pin, message });
          focusField('pin');
        } else {
          setFormError(message);
        }
        return;
      }
      await mutate(addressesPath(userId));
      toast.success(t('address.saved'));
      navigate(returnTo);
    });
  }

  const position = values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : null;
  const alreadyDefault = addressId !== undefined && initial.is_default;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={addressId === undefined ? t('address.newAddress') : t('address.editAddress')}>
      <div className={styles.row}>
        <TextField label={t('address.fullName')} autoComplete="name" maxLength={80} {...text('name')} />
        <TextField
          label={t('address.mobileNumber')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...text('mobile')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('address.pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...text('pin')}
          onChange={(event) => void changePin(event)}
          hint={<PinStatusText status={pin.status} />}
        />
        <div />
      </div>
      <TextField label={t('address.house')} autoComplete="address-line1" maxLength={160} {...text('house')} />
      <div className={styles.row}>
        <TextField label={t('address.locality')} autoComplete="address-line2" maxLength={120} {...text('locality')} />
        <TextField
          label={
            <>
              {t('address.landmark')} <span className={styles.optional}>{t('address.optional')}</span>
            </>
          }
          maxLength={120}
          {...text('landmark')}
        />
      </div>
      <div className={styles.row}>
        <TextField label={t('address.city')} autoComplete="address-level2" maxLength={80} {...text('city')} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId('state_code')}>
            {t('address.state')}
          </label>
          <select
            id={fieldId('state_code')}
            name="state_code"
            className={styles.select}
            autoComplete="address-level1"
            value={values.state_code}
            aria-invalid={errors.state_code ? true : undefined}
            aria-describedby={errors.state_code ? `${fieldId('state_code')}-error` : undefined}
            onChange={(event) => update({ state_code: event.target.value })}
          >
            <option value="">{t('address.chooseState')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          {errors.state_code && (
            <p id={`${fieldId('state_code')}-error`} className={styles.error} role="alert">
              {errors.state_code}
            </p>
          )}
        </div>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('address.type')}</legend>
        <div className={styles.choices}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="type"
                value={type}
                id={type === values.type ? fieldId('type') : undefined}
                checked={values.type === type}
                onChange={() => update({ type })}
              />
              {t(TYPE_KEYS[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="is_default"
          checked={values.is_default}
          disabled={alreadyDefault}
          onChange={(event) => update({ is_default: event.target.checked })}
        />
        {alreadyDefault ? t('address.isDefault') : t('address.makeDefault')}
      </label>
      <LocationPicker position={position} onChange={place} locality={pinLocality(values.locality, pin.status.kind === 'found' ? pin.status.info : null)} />
      {errors.latitude && (
        <p className={styles.error} role="alert">
          {errors.latitude}
        </p>
      )}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('address.save')}
        </Button>
        <ButtonLink to={returnTo} variant="secondary">
          {t('address.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
