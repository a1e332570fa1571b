import { READY_THEMES, type ReadyTheme } from '../../../schemas/theme/ready-themes';
import { resolveScheme, themeSchemes } from '../../../schemas/theme/schemes';
import { themeTokensSchema } from '../../../schemas/theme/tokens';
import { stableJson } from '../layout/pattern-props';
import { FONT_FAMILIES } from '../../../schemas/theme/fonts';
import { Swatch } from './SchemeEditor';
import styles from './ThemeEditor.module.css';

interface Props {
  theme: Record<string, unknown>;
  /** The theme colour and tokens of the chosen ready theme; the brand name and favicon stay. */
  onApply: (ready: ReadyTheme) => void;
}

/** Whether the draft is this ready theme as shipped: its colour, and its tokens with defaults filled in. */
function isInUse(theme: Record<string, unknown>, ready: ReadyTheme): boolean {
  const tokens = themeTokensSchema.safeParse(theme.tokens ?? {});
  return theme.theme_color === ready.theme_color && tokens.success && stableJson(tokens.data) === stableJson(ready.tokens);
}

/** The shop's ready themes, each one click from the draft, with its colours and fonts shown. */
export function ReadyThemes({ theme, onApply }: Props) {
  return (
    <ul className={styles.ready}>
      {READY_THEMES.map((ready) => {
        const base = resolveScheme(themeSchemes(ready).base);
        const inUse = isInUse(theme, ready);
        return (
          <li key={ready.id} className={styles.readyItem} data-in-use={inUse ? 'true' : undefined}>
            <span className={styles.readyArt} style={{ background: base.background_2 }} aria-hidden="true">
              <Swatch colours={base} />
            </span>
            <span className={styles.readyName}>{ready.label}</span>
            <span className={styles.readyText}>
              <span className={styles.help}>{ready.description}</span>
              <span className={styles.help}>
                Fonts: {FONT_FAMILIES[ready.tokens.fonts.body].label}
                {ready.tokens.fonts.heading === ready.tokens.fonts.body ? '' : `, headings in ${FONT_FAMILIES[ready.tokens.fonts.heading].label}`}
              </span>
            </span>
            {inUse ? (
              <span className={styles.inUse}>In the draft</span>
            ) : (
              <button type="button" className={styles.smallButton} onClick={() => onApply(ready)} aria-label={`Apply ${ready.label}`}>
                Apply
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
