import { useId } from 'react';
import type { Variant } from '../../../../schemas/api/catalog';
import { cx } from '../../../ui/cx';
import { useProductContext } from './ProductContext';
import { variantGroups, type VariantGroup, type VariantOption } from './variants';
import styles from './VariantPicker.module.css';
import { useT, type Translate } from '../../../i18n/useT';

/**
 * One radio group of chips per attribute (RAM, Storage, Colour). Native radios
 * under the chips give arrow-key movement that skips disabled values; a value
 * no variant offers with the choices before it is disabled, and one whose
 * variant is sold out says so.
 */
export function VariantPicker() {
  const { product, variant, setVariant } = useProductContext();
  if (!variant || product.variants.length === 0) return null;
  return (
    <div className={styles.picker}>
      {variantGroups(product.variants, variant).map((group) => (
        <ChipGroup key={group.name} group={group} onPick={setVariant} />
      ))}
    </div>
  );
}

/** The chip's words plus its state, which the chip shows by its look and a small note. */
function spokenName(option: VariantOption, t: Translate): string | undefined {
  if (option.disabled) return t('product.optionUnavailable', { value: option.value });
  if (option.outOfStock) return t('product.optionOutOfStock', { value: option.value });
  return undefined;
}

function ChipGroup({ group, onPick }: { group: VariantGroup; onPick: (variant: Variant) => void }) {
  const t = useT();
  const labelId = useId();
  const name = useId();
  const chosen = group.options.find((o) => o.checked);
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
      <p className={styles.label}>
        <span id={labelId}>{group.name}</span>
        {chosen && <span aria-hidden="true">: {chosen.value}</span>}
      </p>
      <div className={styles.chips}>
        {group.options.map((option) => (
          <label
            key={option.value}
            className={cx(styles.chip, option.checked && styles.checked, option.outOfStock && styles.soldOut, option.disabled && styles.disabled)}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={option.checked}
              disabled={option.disabled}
              aria-label={spokenName(option, t)}
              onChange={() => {
                if (option.target) onPick(option.target);
              }}
            />
            <span className={styles.value}>{option.value}</span>
            {option.outOfStock && (
              <span className={styles.note} aria-hidden="true">
                {t('product.outOfStock')}
              </span>
            )}
          </label>
        ))}
      </div>
    </div>
  );
}
