import * as z from 'zod/mini';
import { businessDetailsSchema, themeConfigSchema } from '../../../schemas/api/shop-config';
import { SchemaForm } from './SchemaForm';
import { ThemeTokensEditor } from '../theme/ThemeTokensEditor';
import styles from './SchemaForm.module.css';

/**
 * Strict versions of the shop settings: the storefront's schemas let unknown
 * keys through (it reads what it knows), but what the studio saves must hold
 * nothing else. validateProps refuses unknown keys for any object schema; the
 * strict object makes the schema itself say so for the server's checks too.
 */
export const strictThemeSchema = z.strictObject(themeConfigSchema.shape);
export const strictBusinessSchema = z.strictObject(businessDetailsSchema.shape);

/**
 * The theme form's fields. The design tokens (`tokens`) are not among them:
 * they have an editor of their own below the form (ThemeTokensEditor), and
 * this form keeps them as stored.
 */
const themeFormSchema = z.strictObject(z.omit(themeConfigSchema, { tokens: true }).shape);

const SETTINGS = {
  theme: {
    schema: strictThemeSchema,
    form: themeFormSchema,
    title: 'Theme',
    intro: 'The brand name, colour and favicon every page uses, then the look: colour schemes, fonts, sizes, spacing, corners, buttons and cards.',
  },
  business: {
    schema: strictBusinessSchema,
    form: strictBusinessSchema,
    title: 'Business details',
    intro: 'Contact details, social links and tax number, shown in the footer, on invoices and on the contact page. Empty fields are hidden.',
  },
} as const;

const NO_ERRORS: Readonly<Record<string, string>> = {};

export interface SettingsEditorProps {
  kind: 'theme' | 'business';
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors?: Readonly<Record<string, string>>;
}

/** The theme or business details form, with its own labels and help. */
export function SettingsEditor({ kind, value, onChange, errors }: SettingsEditorProps) {
  const settings = SETTINGS[kind];
  const { tokens, ...fields } = value;
  return (
    <section className={styles.settings} aria-labelledby={`settings-${kind}-title`}>
      <h2 id={`settings-${kind}-title`} className={styles.settingsTitle}>
        {settings.title}
      </h2>
      <p className={styles.help}>{settings.intro}</p>
      <SchemaForm
        schema={settings.form}
        value={kind === 'theme' ? fields : value}
        onChange={(next) => onChange(kind === 'theme' && tokens !== undefined ? { ...next, tokens } : next)}
        errors={errors}
        idPrefix={`settings-${kind}`}
        section={kind}
      />
      {kind === 'theme' && <ThemeTokensEditor value={value} onChange={onChange} errors={errors ?? NO_ERRORS} />}
    </section>
  );
}

/** The schema a settings kind is validated with (validateProps(schemaForSettings(kind), value)). */
export function schemaForSettings(kind: 'theme' | 'business'): z.ZodMiniObject {
  return SETTINGS[kind].schema;
}
