import { StudioButton } from '../Controls';
import { DeskField, TextField } from '../desk/DeskField';
import type { FieldErrors } from '../desk/field-errors';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { variantSections, type TargetKind, type VariantValues } from './form-values';
import { PageVariantLayout } from './PageVariantLayout';
import { CONTROL_LABEL } from './words';
import styles from './Experiments.module.css';

interface Props {
  id: string;
  /** The variant's place in the list: 0 is the control. */
  index: number;
  value: VariantValues;
  kind: TargetKind;
  errors: FieldErrors;
  /** The page's published layout: what a page variant starts from (undefined while it loads, null when the page has none). */
  published: readonly UiConfigEntry[] | null | undefined;
  /** Which sections the page may hold; null until a page is chosen. */
  scope: LayoutScope | null;
  onChange: (change: Partial<VariantValues>) => void;
  /** null: the variant cannot be removed (the control, or the only other one). */
  onRemove: (() => void) | null;
}

const SHARE_HELP = 'Of the visitors who reach the page; the shares add to 100';

/** One variant: the control only takes its share of visitors; any other one its key, name, share and what it changes. */
export function VariantFields({ id, index, value, kind, errors, published, scope, onChange, onRemove }: Props) {
  const fieldId = (name: string) => `${id}-v${index}-${name}`;
  const error = (name: string) => errors[`variants.${index}.${name}`];
  // A page variant's layout shows its own problems (variants.N.entries) beside its sections.
  const whole = errors[`variants.${index}`] ?? (kind === 'section' ? error('entries') : undefined);

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
        <PageVariantLayout
          id={fieldId('page')}
          index={index}
          name={name}
          sections={variantSections(value, published)}
          published={published}
          scope={scope}
          errors={errors}
          onChange={(sections) => onChange({ sections })}
        />
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
