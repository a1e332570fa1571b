import * as z from 'zod/mini';
import { CONFIG_LABELS } from '../../../schemas/api/studio';
import { targetedSettingsSchema } from '../../../schemas/api/targeted-layouts';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { SchemaForm } from '../form/SchemaForm';
import styles from '../form/SchemaForm.module.css';
import { AudienceEditor } from '../layout/AudienceEditor';

/** What SchemaForm draws; the audience gets its own editor below it. */
const formSchema = z.omit(targetedSettingsSchema, { audience: true });

interface Props {
  scope: PageScope;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
}

/** A targeted version's name, who gets it, which wins when several match, and whether it is served at all. */
export function TargetedSettingsForm({ scope, value, onChange, errors }: Props) {
  const { audience, ...rest } = value;
  return (
    <section className={styles.settings} aria-labelledby="targeted-settings-title">
      <h2 id="targeted-settings-title" className={styles.settingsTitle}>
        Targeted version
      </h2>
      <p className={styles.help}>
        Shoppers in this audience get this version of the <strong>{CONFIG_LABELS[scope].toLowerCase()}</strong> in its place; everyone else gets the page itself. The page’s experiments run on the page’s own sections only.
      </p>
      <SchemaForm schema={formSchema} value={rest} onChange={(next) => onChange({ ...next, audience })} errors={errors} idPrefix="targeted" section="targeted" />
      <AudienceEditor value={audience} errors={errors} onChange={(next) => onChange({ ...rest, audience: next ?? {} })} />
    </section>
  );
}
