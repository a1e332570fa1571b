import { StudioButton } from '../Controls';
import { DeskField, TextField } from '../desk/DeskField';
import type { FieldErrors } from '../desk/field-errors';
import type { TargetKind, VariantValues } from './form-values';
import { CONTROL_LABEL } from './words';
import styles from './Experiments.module.css';

interface Props {
  id: string;
  /** The variant's place in the list: 0 is the control. */
  index: number;
  value: VariantValues;
  kind: TargetKind;
  errors: FieldErrors;
  onChange: (change: Partial<VariantValues>) => void;
  /** null: the variant cannot be removed (the control, or the only other one). */
  onRemove: (() => void) | null;
}

const SHARE_HELP = 'Of the visitors who reach the page; the shares add to 100';

/** One variant: the control only takes its share of visitors; any other one its key, name, share and what it changes. */
export function VariantFields({ id, index, value, kind, errors, onChange, onRemove }: Props) {
  const fieldId = (name: string) => `${id}-v${index}-${name}`;
  const error = (name: string) => errors[`variants.${index}.${name}`];
  const whole = errors[`variants.${index}`] ?? error('entries');

  if (index === 0) {
    return (
      <fieldset className={styles.variant}>
        <legend>{CONTROL_LABEL}</legend>
        <p className="st-muted">{kind === 'section' ? 'The section as shoppers see it today.' : 'The page as shoppers see it today.'}</p>
        <TextField id={fieldId('percent')} label="Share of visitors (%)" inputMode="decimal" value={value.percent} onChange={(percent) => onChange({ percent })} help={SHARE_HELP} error={error('percent')} autoComplete="off" />
      </fieldset>
    );
  }

  const name = value.label.trim() || `Variant ${index}`;
  return (
    <fieldset className={styles.variant}>
      <legend>{name}</legend>
      <div className={styles.pair}>
        <TextField id={fieldId('label')} label="Name" value={value.label} onChange={(label) => onChange({ label })} help="How the results name it" error={error('label')} autoComplete="off" />
        <TextField
          id={fieldId('key')}
          label="Key"
          value={value.key}
          onChange={(key) => onChange({ key: key.toLowerCase() })}
          help="Lower-case letters, digits and hyphens; every visit is recorded under it"
          error={error('key')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField id={fieldId('percent')} label="Share of visitors (%)" inputMode="decimal" value={value.percent} onChange={(percent) => onChange({ percent })} help={SHARE_HELP} error={error('percent')} autoComplete="off" />
      </div>
      {kind === 'section' ? (
        <DeskField
          id={fieldId('settings')}
          label="Section settings (JSON)"
          help={'Starts as the published section’s own settings: change only what this variant tests. "pattern" picks the layout, the rest are its props.'}
          error={error('other_configration')}
        >
          {(described) => (
            <textarea
              id={fieldId('settings')}
              className={styles.json}
              rows={8}
              spellCheck={false}
              autoCapitalize="off"
              value={value.settings}
              onChange={(event) => onChange({ settings: event.target.value })}
              {...described}
            />
          )}
        </DeskField>
      ) : (
        <p className="st-muted">
          {value.entries
            ? `Its own layout of ${value.entries.length} sections, changed in the layout editor.`
            : 'Starts as a copy of the published layout; change its sections in the layout editor after creating the experiment.'}
        </p>
      )}
      {whole && <p className="st-error">{whole}</p>}
      {onRemove && (
        <StudioButton small variant="danger-quiet" onClick={onRemove}>
          {`Remove ${name}`}
        </StudioButton>
      )}
    </fieldset>
  );
}
