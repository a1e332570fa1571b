import { useEffect, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { FONT_FAMILIES, FONT_IDS, fontFaceCss, fontIdSchema, type FontId } from '../../../schemas/theme/fonts';
import type { ReadyTheme } from '../../../schemas/theme/ready-themes';
import { buttonSchema, cardSchema, densitySchema, radiusSchema, SCHEME_NAMES, shadowSchema, typeScaleSchema, type SchemeName } from '../../../schemas/theme/tokens';
import { createStyleElement } from '../../lib/csp-nonce';
import { propsOf, type Field } from '../form/field-model';
import type { FormContext } from '../form/form-context';
import { ChoiceField } from '../form/fields/ChoiceField';
import { FieldShell } from '../form/fields/FieldShell';
import { NumberField } from '../form/fields/NumberField';
import { ReadyThemes } from './ReadyThemes';
import { SCHEME_ROLES, SchemeEditor } from './SchemeEditor';
import { hasOwnSchemes, schemesOf, tokenOrDefault, withToken } from './theme-draft';
import styles from './ThemeEditor.module.css';

type Theme = Record<string, unknown>;

interface Props {
  value: Theme;
  onChange: (next: Theme) => void;
  errors: Readonly<Record<string, string>>;
}

/** Density and shadow are single choices at the top of the tokens: one object, so the form model reads their options. */
const spacingSchema = z.object({ density: densitySchema, shadow: shadowSchema });

type NumberSpec = Extract<Field, { kind: 'number' }>;
type ChoiceSpec = Extract<Field, { kind: 'choice' }>;

/** A number prop's field with the schema's bounds. */
function numberSpec(schema: z.ZodMiniObject, key: string): NumberSpec {
  const field = propsOf(schema).find((p) => p.key === key)?.field;
  return field?.kind === 'number' ? field : { kind: 'number', integer: false };
}

/** A choice prop's field with the schema's options, named as a merchandiser would. */
function choiceSpec(schema: z.ZodMiniObject, key: string, labels: Readonly<Record<string, string>> = {}): ChoiceSpec {
  const field = propsOf(schema).find((p) => p.key === key)?.field;
  const options = field?.kind === 'choice' ? field.options : [];
  return { kind: 'choice', options: options.map((o) => ({ ...o, label: labels[o.value] ?? o.label })) };
}

const TYPE_STEPS: readonly { key: string; label: string }[] = [
  { key: 'xs', label: 'Extra small: captions, badges' },
  { key: 'sm', label: 'Small: labels, secondary text' },
  { key: 'md', label: 'Medium: running text' },
  { key: 'lg', label: 'Large: card titles' },
  { key: 'xl', label: 'Extra large: section titles' },
  { key: '2xl', label: '2× large: page titles' },
  { key: '3xl', label: '3× large: hero titles' },
];
const RADII: readonly { key: string; label: string }[] = [
  { key: 'sm', label: 'Small corners: chips, inputs' },
  { key: 'md', label: 'Medium corners: buttons, cards' },
  { key: 'lg', label: 'Large corners: panels, banners' },
];
const SIZE_LABELS = { sm: 'Small', md: 'Medium', lg: 'Large', pill: 'Round (pill)' };

/** Every token path a field of this editor shows a problem at; the rest are listed at the end. */
const SHOWN = new Set([
  ...SCHEME_NAMES.flatMap((name) => SCHEME_ROLES.map((role) => `tokens.schemes.${name}.${role}`)),
  'tokens.fonts.body',
  'tokens.fonts.heading',
  'tokens.type_scale',
  ...TYPE_STEPS.map((s) => `tokens.type_scale.${s.key}`),
  'tokens.density',
  'tokens.shadow',
  'tokens.radius',
  ...RADII.map((r) => `tokens.radius.${r.key}`),
  'tokens.button.style',
  'tokens.button.radius',
  'tokens.button.text_transform',
  'tokens.card.style',
]);

const FONT_STYLE_ID = 'st-theme-fonts';

/**
 * The shipped fonts' @font-face rules in the studio's own page, once, so each
 * font's sample is drawn in it; a file downloads only when a sample uses it.
 */
function useShippedFontFaces() {
  useEffect(() => {
    if (document.getElementById(FONT_STYLE_ID)) return;
    const style = createStyleElement(fontFaceCss(FONT_IDS));
    style.id = FONT_STYLE_ID;
    document.head.append(style);
  }, []);
}

/**
 * The theme's design tokens (schemas/theme/tokens.ts), every group of them:
 * ready themes, colour schemes with live contrast figures, fonts, type scale,
 * spacing, corners, shadows, buttons and cards. Each change goes into the
 * draft at once, which the preview beside it shows.
 */
export function ThemeTokensEditor({ value, onChange, errors }: Props) {
  const ctx: FormContext = { idPrefix: 'theme', errors };
  const set = (path: readonly string[], next: unknown) => onChange(withToken(value, path, next));
  const own = hasOwnSchemes(value);
  const schemes = schemesOf(value);
  const [opened, setOpened] = useState<ReadonlySet<SchemeName>>(() => new Set(['base']));
  const others = Object.entries(errors).filter(([path]) => (path === 'tokens' || path.startsWith('tokens.')) && !SHOWN.has(path));

  const setColour = (name: SchemeName, role: string, colour: string | undefined) => {
    // Derived schemes are stored whole at the first change, so the other colours stay as they were shown.
    const scheme = { ...schemes[name] };
    if (colour === undefined) delete scheme[role];
    else scheme[role] = colour;
    set(['schemes'], { ...schemes, [name]: scheme });
  };
  const applyReady = (ready: ReadyTheme) => onChange({ ...value, theme_color: ready.theme_color, tokens: ready.tokens });

  return (
    <div className={styles.editor}>
      <Group id="theme-ready" title="Ready themes" intro="Start from one of the shop's themes: it replaces the colour and every setting below in the draft, which you can then change, save or publish.">
        <ReadyThemes theme={value} onApply={applyReady} />
      </Group>

      <Group
        id="theme-schemes"
        title="Colour schemes"
        intro={
          own
            ? 'Each section can sit on one of these (its Colour scheme setting). Text that would be hard to read, under WCAG AA, cannot be saved.'
            : 'These follow the theme colour above. Change any colour to set the schemes by hand; text that would be hard to read, under WCAG AA, cannot be saved.'
        }
      >
        {own && (
          <button type="button" className={styles.smallButton} onClick={() => set(['schemes'], undefined)}>
            Follow the theme colour again
          </button>
        )}
        {SCHEME_NAMES.map((name) => (
          <SchemeEditor
            key={name}
            name={name}
            scheme={schemes[name]}
            ctx={ctx}
            // A scheme with a problem stays open, so its message is in view.
            open={opened.has(name) || SCHEME_ROLES.some((role) => errors[`tokens.schemes.${name}.${role}`] !== undefined)}
            onToggle={(open) =>
              setOpened((current) => {
                const next = new Set(current);
                if (open) next.add(name);
                else next.delete(name);
                return next;
              })
            }
            onChange={(role, colour) => setColour(name, role, colour)}
          />
        ))}
      </Group>

      <Group id="theme-fonts" title="Fonts" intro="Fonts on the device cost nothing to load. Shipped fonts come from the shop itself and load only when the theme uses them; Devanagari files only for Devanagari text.">
        <FontSelect role="body" label="Font for text" value={tokenOrDefault(value, ['fonts', 'body'])} ctx={ctx} onChange={(id) => set(['fonts', 'body'], id)} />
        <FontSelect role="heading" label="Font for headings" value={tokenOrDefault(value, ['fonts', 'heading'])} ctx={ctx} onChange={(id) => set(['fonts', 'heading'], id)} />
      </Group>

      <Group id="theme-type" title="Type scale" intro="Text sizes in rem (1 rem is 16 px at the browser's default), smallest first; each must be larger than the one before." error={errors['tokens.type_scale']}>
        <div className={styles.numbers}>
          {TYPE_STEPS.map((step) => (
            <NumberField
              key={step.key}
              field={numberSpec(typeScaleSchema, step.key)}
              path={['tokens', 'type_scale', step.key]}
              label={step.label}
              value={tokenOrDefault(value, ['type_scale', step.key])}
              onChange={(next) => set(['type_scale', step.key], next)}
              ctx={ctx}
            />
          ))}
        </div>
      </Group>

      <Group id="theme-spacing" title="Spacing and depth">
        <ChoiceField
          field={choiceSpec(spacingSchema, 'density')}
          path={['tokens', 'density']}
          label="Spacing"
          help="How far apart things sit: compact is three quarters of regular, roomy a quarter more."
          value={tokenOrDefault(value, ['density'])}
          onChange={(next) => set(['density'], next)}
          ctx={ctx}
        />
        <ChoiceField
          field={choiceSpec(spacingSchema, 'shadow')}
          path={['tokens', 'shadow']}
          label="Shadows"
          help="Under raised things: menus, popovers, and cards when they are raised."
          value={tokenOrDefault(value, ['shadow'])}
          onChange={(next) => set(['shadow'], next)}
          ctx={ctx}
        />
      </Group>

      <Group id="theme-radius" title="Corners" intro="Corner radius in px, from small to large." error={errors['tokens.radius']}>
        <div className={styles.numbers}>
          {RADII.map((radius) => (
            <NumberField
              key={radius.key}
              field={numberSpec(radiusSchema, radius.key)}
              path={['tokens', 'radius', radius.key]}
              label={radius.label}
              value={tokenOrDefault(value, ['radius', radius.key])}
              onChange={(next) => set(['radius', radius.key], next)}
              ctx={ctx}
            />
          ))}
        </div>
      </Group>

      <Group id="theme-buttons" title="Buttons">
        <ChoiceField
          field={choiceSpec(buttonSchema, 'style', { filled: 'Filled', outline: 'Outline' })}
          path={['tokens', 'button', 'style']}
          label="Style"
          value={tokenOrDefault(value, ['button', 'style'])}
          onChange={(next) => set(['button', 'style'], next)}
          ctx={ctx}
        />
        <ChoiceField
          field={choiceSpec(buttonSchema, 'radius', SIZE_LABELS)}
          path={['tokens', 'button', 'radius']}
          label="Corners"
          value={tokenOrDefault(value, ['button', 'radius'])}
          onChange={(next) => set(['button', 'radius'], next)}
          ctx={ctx}
        />
        <ChoiceField
          field={choiceSpec(buttonSchema, 'text_transform', { none: 'As written', uppercase: 'Capitals' })}
          path={['tokens', 'button', 'text_transform']}
          label="Lettering"
          value={tokenOrDefault(value, ['button', 'text_transform'])}
          onChange={(next) => set(['button', 'text_transform'], next)}
          ctx={ctx}
        />
        <ButtonSample theme={value} />
      </Group>

      <Group id="theme-cards" title="Cards">
        <ChoiceField
          field={choiceSpec(cardSchema, 'style', { border: 'Outlined', shadow: 'Raised', flat: 'Flat' })}
          path={['tokens', 'card', 'style']}
          label="Style"
          help="Product cards, offers and panels: a hairline border, a soft shadow, or neither."
          value={tokenOrDefault(value, ['card', 'style'])}
          onChange={(next) => set(['card', 'style'], next)}
          ctx={ctx}
        />
      </Group>

      {others.length > 0 && (
        <div className={styles.others} role="alert">
          <p>The stored tokens hold values this editor cannot show; fix or remove them before saving:</p>
          <ul>
            {others.map(([path, message]) => (
              <li key={path}>
                <code>{path}</code>: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Group({ id, title, intro, error, children }: { id: string; title: string; intro?: string; error?: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id} data-invalid={error ? 'true' : undefined}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {intro && <p className={styles.help}>{intro}</p>}
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

const FONT_SAMPLE = 'Laptops from ₹45,990 · लैपटॉप और मोबाइल';

function FontSelect({ role, label, value, ctx, onChange }: { role: 'body' | 'heading'; label: string; value: unknown; ctx: FormContext; onChange: (id: FontId) => void }) {
  useShippedFontFaces();
  const id = `theme-font-${role}`;
  const chosen = fontIdSchema.safeParse(value);
  const font = chosen.success ? FONT_FAMILIES[chosen.data] : null;
  const error = ctx.errors[`tokens.fonts.${role}`];
  const group = (source: 'system' | 'shipped') => FONT_IDS.filter((fontId) => FONT_FAMILIES[fontId].source === source);
  return (
    <FieldShell id={id} label={label} help={font?.note} error={error}>
      <select
        id={id}
        className={styles.input}
        value={chosen.success ? chosen.data : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={[font ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const next = fontIdSchema.safeParse(event.target.value);
          if (next.success) onChange(next.data);
        }}
      >
        {!chosen.success && <option value="">Choose a font</option>}
        <optgroup label="On the device">
          {group('system').map((fontId) => (
            <option key={fontId} value={fontId}>
              {FONT_FAMILIES[fontId].label}
            </option>
          ))}
        </optgroup>
        <optgroup label="Shipped with the shop">
          {group('shipped').map((fontId) => (
            <option key={fontId} value={fontId}>
              {FONT_FAMILIES[fontId].label}
            </option>
          ))}
        </optgroup>
      </select>
      {font && (
        <p className={styles.fontSample} style={{ fontFamily: font.stack, fontWeight: role === 'heading' ? 700 : 400 }} data-testid={`font-sample-${role}`}>
          {FONT_SAMPLE}
        </p>
      )}
    </FieldShell>
  );
}

/** A button as the theme draws it, on the page's scheme. */
function ButtonSample({ theme }: { theme: Theme }) {
  const base = schemesOf(theme).base;
  const accent = typeof base.accent === 'string' ? base.accent : undefined;
  const onAccent = typeof base.on_accent === 'string' ? base.on_accent : undefined;
  const outline = tokenOrDefault(theme, ['button', 'style']) === 'outline';
  const radius = tokenOrDefault(theme, ['button', 'radius']);
  const corner = radius === 'pill' ? 999 : tokenOrDefault(theme, ['radius', typeof radius === 'string' ? radius : 'md']);
  return (
    <p className={styles.buttonSampleRow} aria-hidden="true">
      <span
        className={styles.buttonSample}
        style={{
          background: outline ? 'transparent' : accent,
          color: outline ? accent : onAccent,
          borderColor: accent,
          borderRadius: typeof corner === 'number' ? `${corner}px` : undefined,
          textTransform: tokenOrDefault(theme, ['button', 'text_transform']) === 'uppercase' ? 'uppercase' : 'none',
        }}
      >
        Add to cart
      </span>
    </p>
  );
}
