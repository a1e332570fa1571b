import { schemeContrasts } from '../../../schemas/theme/contrast';
import { resolveScheme, type SchemeColours } from '../../../schemas/theme/schemes';
import { SCHEME_LABELS, type SchemeName } from '../../../schemas/theme/tokens';
import type { FormContext } from '../form/form-context';
import { ColourField } from '../form/fields/ColourField';
import { readableScheme } from './theme-draft';
import styles from './ThemeEditor.module.css';

type Role = keyof SchemeColours;

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  background: 'Background',
  background_2: 'Second background',
  border: 'Borders',
  text: 'Text',
  text_2: 'Secondary text',
  muted: 'Muted text',
  accent: 'Accent',
  on_accent: 'Text on accent',
  highlight: 'Highlight',
  success: 'Success',
  danger: 'Danger',
  inverse_background: 'Band background',
  inverse_text: 'Band text',
  inverse_muted: 'Band muted text',
  accent_strong: 'Strong accent',
  accent_soft: 'Soft accent',
  accent_muted: 'Muted accent',
  focus: 'Focus ring',
};

const ROLE_HELP: Partial<Readonly<Record<Role, string>>> = {
  background_2: 'Behind cards, wells and hovers.',
  accent: 'Buttons, links and the brand.',
  highlight: 'Badges, stars and hero highlights.',
  inverse_background: 'A band in the opposite tone, such as the footer.',
  accent_strong: 'Link text and hovers.',
  accent_soft: 'Tinted fills.',
  accent_muted: 'Stronger tinted fills.',
  focus: 'The outline of whatever the keyboard is on.',
};

const GROUPS: readonly { title: string; roles: readonly Role[] }[] = [
  { title: 'Surfaces', roles: ['background', 'background_2', 'border'] },
  { title: 'Text', roles: ['text', 'text_2', 'muted'] },
  { title: 'Accent', roles: ['accent', 'on_accent', 'highlight'] },
  { title: 'Status', roles: ['success', 'danger'] },
  { title: 'Band', roles: ['inverse_background', 'inverse_text', 'inverse_muted'] },
];
/** Worked out from the others unless set by hand (schemas/theme/schemes.ts resolveScheme). */
const DERIVED: readonly Role[] = ['accent_strong', 'accent_soft', 'accent_muted', 'focus'];

export const SCHEME_HELP: Readonly<Record<SchemeName, string>> = {
  base: 'The page and every section left on the default.',
  subtle: 'A tinted band, for sections that should stand apart quietly.',
  inverse: 'The opposite tone: a dark band on a light page, a light one on a dark page.',
  accent: 'The brand colour itself as a background, for offers and calls to action.',
};

/** Every path a scheme's field answers for, so the editor can tell which problems it shows. */
export const SCHEME_ROLES: readonly Role[] = [...GROUPS.flatMap((g) => g.roles), ...DERIVED];

interface Props {
  name: SchemeName;
  /** The scheme as the draft holds it (possibly with a half-typed colour). */
  scheme: Record<string, unknown>;
  ctx: FormContext;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** One role's new colour; undefined hands a derived shade back to the automatic value. */
  onChange: (role: Role, value: string | undefined) => void;
}

/** One colour scheme: a preview of its colours, its contrast figures, and a colour field per role. */
export function SchemeEditor({ name, scheme, ctx, open, onToggle, onChange }: Props) {
  const readable = readableScheme(scheme);
  const resolved = readable ? resolveScheme(readable) : null;
  const path = (role: Role) => ['tokens', 'schemes', name, role];
  const problems = SCHEME_ROLES.filter((role) => ctx.errors[path(role).join('.')] !== undefined).length;
  const colour = (role: Role) => {
    const stored = scheme[role];
    return typeof stored === 'string' ? stored : (resolved?.[role] ?? '');
  };

  return (
    <details className={styles.scheme} open={open} onToggle={(event) => onToggle(event.currentTarget.open)} data-invalid={problems ? 'true' : undefined}>
      <summary className={styles.schemeSummary}>
        <span className={styles.schemeName}>{SCHEME_LABELS[name]}</span>
        {resolved && <Swatch colours={resolved} />}
        {problems > 0 && <span className={styles.problemCount}>{problems === 1 ? '1 problem' : `${problems} problems`}</span>}
      </summary>
      {/* Only an open scheme's fields are drawn: four schemes of eighteen colours each would slow every keystroke. */}
      {open && (
        <div className={styles.schemeBody}>
          <p className={styles.help}>{SCHEME_HELP[name]}</p>
          {resolved ? <ContrastSummary colours={resolved} /> : <p className={styles.help}>Contrast figures appear when every colour is a code like #0b5fff.</p>}
          {GROUPS.map((group) => (
            <fieldset key={group.title} className={styles.roles}>
              <legend className={styles.rolesTitle}>{group.title}</legend>
              {group.roles.map((role) => (
                <div key={role} className={styles.role}>
                  <ColourField
                    field={{ kind: 'colour' }}
                    path={path(role)}
                    label={ROLE_LABELS[role]}
                    help={ROLE_HELP[role]}
                    value={colour(role)}
                    onChange={(next) => onChange(role, typeof next === 'string' ? next : undefined)}
                    ctx={ctx}
                  />
                  {resolved && <PairFigures role={role} colours={resolved} />}
                </div>
              ))}
            </fieldset>
          ))}
          <fieldset className={styles.roles}>
            <legend className={styles.rolesTitle}>Shades worked out from the accent</legend>
            {DERIVED.map((role) => {
              const set = typeof scheme[role] === 'string';
              return (
                <div key={role} className={styles.role}>
                  <ColourField
                    field={{ kind: 'colour' }}
                    path={path(role)}
                    label={ROLE_LABELS[role]}
                    help={`${ROLE_HELP[role] ?? ''} ${set ? 'Set by hand.' : 'Automatic: follows the accent, kept readable.'}`}
                    value={colour(role)}
                    onChange={(next) => onChange(role, typeof next === 'string' ? next : undefined)}
                    ctx={ctx}
                  />
                  {resolved && <PairFigures role={role} colours={resolved} />}
                  {set && (
                    <button type="button" className={styles.linkButton} onClick={() => onChange(role, undefined)}>
                      Work out {ROLE_LABELS[role].toLowerCase()} automatically
                    </button>
                  )}
                </div>
              );
            })}
          </fieldset>
        </div>
      )}
    </details>
  );
}

/** Text on the background and a button on the accent, in the scheme's own colours. */
export function Swatch({ colours }: { colours: SchemeColours }) {
  return (
    <span className={styles.swatch} style={{ background: colours.background, color: colours.text, borderColor: colours.border }} aria-hidden="true">
      <span className={styles.swatchText}>Aa</span>
      <span className={styles.swatchMuted} style={{ color: colours.muted }}>
        ₹999
      </span>
      <span className={styles.swatchButton} style={{ background: colours.accent, color: colours.on_accent }}>
        Buy
      </span>
    </span>
  );
}

/** Whether every pair of the scheme passes WCAG AA, said once at its top and again as colours change. */
function ContrastSummary({ colours }: { colours: SchemeColours }) {
  const pairs = schemeContrasts(colours);
  const failing = pairs.filter((pair) => pair.ratio < pair.min).length;
  return (
    <p className={styles.contrastSummary} data-fails={failing ? 'true' : undefined} aria-live="polite">
      {failing === 0
        ? `All ${pairs.length} text and background pairs pass WCAG AA; each figure is under its colour.`
        : `${failing} of ${pairs.length} pairs are under WCAG AA: the scheme cannot be saved until they pass.`}
    </p>
  );
}

/**
 * The contrast of a colour that is read on others (text on both backgrounds,
 * text on the accent, the focus ring), beside its field: ratio and verdict
 * per pair, live as either colour changes.
 */
function PairFigures({ role, colours }: { role: Role; colours: SchemeColours }) {
  const pairs = schemeContrasts(colours).filter((pair) => pair.foreground === role);
  if (pairs.length === 0) return null;
  return (
    <ul className={styles.pairs} aria-label={`Contrast of ${ROLE_LABELS[role].toLowerCase()}`}>
      {pairs.map((pair) => {
        const passes = pair.ratio >= pair.min;
        return (
          <li key={pair.background} className={styles.pair} data-fails={passes ? undefined : 'true'}>
            <span className={styles.pairSample} style={{ background: colours[pair.background], color: colours[pair.foreground] }} aria-hidden="true">
              Aa
            </span>
            <span className={styles.pairName}>on {ROLE_LABELS[pair.background].toLowerCase()}</span>
            <span className={styles.pairRatio}>{pair.ratio.toFixed(2)}:1</span>
            <span className={styles.pairVerdict}>{passes ? 'passes AA' : `fails AA (needs ${pair.min}:1)`}</span>
          </li>
        );
      })}
    </ul>
  );
}
