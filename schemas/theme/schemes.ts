import { AA_NON_TEXT, AA_TEXT, BLACK, WHITE, contrastRatio, isDark, mix, readableOn } from './colour';
import type { ColourScheme, ColourSchemes, ThemeTokens } from './tokens';

/** A scheme with every role set, the four derived shades included. */
export type SchemeColours = Required<ColourScheme>;

/** The colours of src/styles/tokens.css, but for the brand: Vitrine's look. */
export const VITRINE_BRAND = '#0b5fff';
const VITRINE_INK = '#14171f';
const VITRINE = {
  background: '#ffffff',
  background_2: '#f5f6f9',
  text: VITRINE_INK,
  text_2: '#424857',
  muted: '#5b6270',
  border: '#e4e7ee',
  highlight: '#ff9f1c',
  success: '#12805c',
  danger: '#c62828',
  inverse_background: '#10131a',
  inverse_text: '#e9ecf2',
  inverse_muted: '#a3aab8',
} as const;

/** The derived shades where a scheme leaves them out: towards white on a dark background, else towards black, readable. */
export function resolveScheme(scheme: ColourScheme): SchemeColours {
  const away = isDark(scheme.background) ? WHITE : BLACK;
  const grounds = [scheme.background, scheme.background_2];
  return {
    ...scheme,
    accent_strong: scheme.accent_strong ?? readableOn(mix(scheme.accent, 0.8, away), grounds),
    accent_soft: scheme.accent_soft ?? mix(scheme.accent, 0.1, scheme.background),
    accent_muted: scheme.accent_muted ?? mix(scheme.accent, 0.25, scheme.background),
    focus: scheme.focus ?? readableOn(mix(scheme.accent, 0.6, away), [scheme.background], AA_NON_TEXT),
  };
}

/**
 * What src/styles/tokens.css gives on :root when --brand is `brand`: its
 * colours, and its color-mix shades of the brand. The page's own stylesheet
 * already says all of this, so the theme's inline CSS repeats none of it.
 */
export function stylesheetColours(brand: string): SchemeColours {
  return {
    ...VITRINE,
    accent: brand,
    on_accent: WHITE,
    accent_strong: mix(brand, 0.8, BLACK),
    accent_soft: mix(brand, 0.1, WHITE),
    accent_muted: mix(brand, 0.25, WHITE),
    focus: mix(brand, 0.6, BLACK),
  };
}

/** White on the colour when it reads, else the darker of ink and black that does. */
function textOn(colour: string): string {
  if (contrastRatio(WHITE, colour) >= AA_TEXT) return WHITE;
  return readableOn(contrastRatio(VITRINE_INK, colour) >= contrastRatio(WHITE, colour) ? VITRINE_INK : WHITE, [colour]);
}

/**
 * Vitrine's four schemes around one brand colour (the theme's theme_color):
 * today's page as `base`, a brand-tinted `subtle`, the dark footer's colours
 * as `inverse`, and the brand itself as `accent`. Any text colour that would
 * fall under WCAG AA on its background for this brand is moved until it
 * passes, so a merchandiser's colour never makes the shop unreadable; with
 * Vitrine's blue nothing moves.
 */
export function vitrineSchemes(brand: string): ColourSchemes {
  const base: ColourScheme = { ...VITRINE, accent: brand, on_accent: textOn(brand) };

  const tint = mix(brand, 0.08, WHITE);
  const tint2 = mix(brand, 0.14, WHITE);
  const onTints = [tint, tint2];
  const subtle: ColourScheme = {
    ...base,
    background: tint,
    background_2: tint2,
    border: mix(brand, 0.24, WHITE),
    text_2: readableOn(VITRINE.text_2, onTints),
    muted: readableOn(VITRINE.muted, onTints),
    success: readableOn(VITRINE.success, onTints),
    danger: readableOn(VITRINE.danger, onTints),
  };

  const night = VITRINE.inverse_background;
  const night2 = '#1b1f29';
  const onNight = [night, night2];
  const inverse: ColourScheme = {
    ...base,
    background: night,
    background_2: night2,
    text: VITRINE.inverse_text,
    text_2: readableOn('#c5cad5', onNight),
    muted: readableOn(VITRINE.inverse_muted, onNight),
    border: '#2e3441',
    success: readableOn(VITRINE.success, onNight),
    danger: readableOn(VITRINE.danger, onNight),
    inverse_background: VITRINE.background,
    inverse_text: VITRINE.text,
    inverse_muted: VITRINE.muted,
  };

  const on = base.on_accent;
  const deep = mix(brand, 0.88, isDark(brand) ? BLACK : WHITE);
  const onBrand = [brand, deep];
  const accent: ColourScheme = {
    ...base,
    background: brand,
    background_2: deep,
    text: readableOn(on, onBrand),
    text_2: readableOn(on, onBrand),
    muted: readableOn(mix(on, 0.9, brand), onBrand),
    border: mix(on, 0.4, brand),
    accent: on,
    on_accent: brand,
    success: readableOn(mix(VITRINE.success, 0.15, on), onBrand),
    danger: readableOn(mix(VITRINE.danger, 0.15, on), onBrand),
  };

  return { base, subtle, inverse, accent };
}

/** The schemes a theme shows: its own, or Vitrine's around its colour. */
export function themeSchemes(theme: { theme_color: string; tokens?: ThemeTokens }): ColourSchemes {
  return theme.tokens?.schemes ?? vitrineSchemes(theme.theme_color);
}
