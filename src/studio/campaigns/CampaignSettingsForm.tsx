import * as z from 'zod/mini';
import { campaignPath } from '../../../schemas/api/campaign-pages';
import { SchemaForm } from '../form/SchemaForm';
import { FieldShell } from '../form/fields/FieldShell';
import { describedBy } from '../form/form-context';
import styles from '../form/SchemaForm.module.css';
import { imageSrcSchema, orNone, shopPathSchema } from '../../../schemas/links';
import { fromIndianLocal, toIndianLocal } from '../india-time';
import { AudienceEditor } from '../layout/AudienceEditor';

/** What SchemaForm draws; the dates get inputs of their own below it. */
const formSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  share_image: orNone(imageSrcSchema),
  after_end: orNone(shopPathSchema),
});

interface Props {
  slug: string;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
}

/** A campaign page's title, share card, dates and what follows its end. */
export function CampaignSettingsForm({ slug, value, onChange, errors }: Props) {
  const { starts_at, ends_at, audience, ...rest } = value;
  const kept = { starts_at: starts_at ?? null, ends_at: ends_at ?? null, ...(audience === undefined ? {} : { audience }) };
  const date = (field: 'starts_at' | 'ends_at', label: string, help: string, current: unknown) => {
    const id = `campaign-${field}`;
    const error = errors[field];
    return (
      <FieldShell id={id} label={label} help={help} error={error}>
        <input
          id={id}
          className={styles.input}
          type="datetime-local"
          value={toIndianLocal(typeof current === 'string' ? current : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          onChange={(event) => onChange({ ...value, [field]: fromIndianLocal(event.target.value) })}
        />
      </FieldShell>
    );
  };
  return (
    <section className={styles.settings} aria-labelledby="campaign-settings-title">
      <h2 id="campaign-settings-title" className={styles.settingsTitle}>
        Page settings
      </h2>
      <p className={styles.help}>
        Shoppers open this page at <strong>{campaignPath(slug)}</strong>. The title and description are what search engines and share cards show.
      </p>
      <SchemaForm schema={formSchema} value={rest} onChange={(next) => onChange({ ...next, ...kept })} errors={errors} idPrefix="campaign" section="campaign" />
      {date('starts_at', 'Opens at (India time)', 'Empty: open as soon as it is published.', starts_at)}
      {date('ends_at', 'Closes at (India time)', 'Empty: open until you set an end.', ends_at)}
      <AudienceEditor
        value={audience}
        errors={errors}
        onChange={(next) => {
          const { audience: _previous, ...others } = value;
          onChange(next === undefined ? others : { ...others, audience: next });
        }}
      />
    </section>
  );
}
