import { FONT_FAMILIES, fontFaceCss } from './fonts';
import { resolveScheme, stylesheetColours, themeSchemes, type SchemeColours } from './schemes';
import { DEFAULT_TOKENS, SCHEME_NAMES, type ThemeTokens } from './tokens';

/**
 * The theme as CSS: what the server inlines in each page (after the
 * stylesheet, so it wins over src/styles/tokens.css) and what the storefront
 * puts in the same <style> when a published or previewed theme changes.
 *
 * - `:root{…}`: only what differs from tokens.css, which already holds the
 *   defaults; --brand always, as the theme colour was before schemes.
 * - `[data-scheme="<name>"]{…}`: a scheme's colour roles where they differ
 *   from the page's (`base`), so anything inside re-colours. Shades tokens.css
 *   mixes from --brand are written out as colours here: a custom property
 *   holding var() is computed where it is declared, so the root's mix would
 *   not follow a scheme's brand.
 * - `:root,[data-scheme]{…}`: button and card styles other than the default,
 *   declared on every scheme too because they name its colours.
 * - `@font-face` rules of the shipped fonts the theme chooses (fonts.ts),
 *   first, and none for system fonts; headings get their own family only when
 *   it differs from the body's.
 *
 * Every value is a checked colour, a number or an entry of a closed list, so
 * the text needs no escaping.
 */

/** The custom property of each colour role (the names src/styles/tokens.css declares). */
export const ROLE_PROPERTIES: Readonly<Record<keyof SchemeColours, string>> = {
  background: '--surface',
  background_2: '--surface-2',
  text: '--ink',
  text_2: '--ink-2',
  muted: '--ink-3',
  border: '--line',
  accent: '--brand',
  on_accent: '--on-brand',
  highlight: '--accent',
  success: '--success',
  danger: '--danger',
  inverse_background: '--surface-dark',
  inverse_text: '--on-dark',
  inverse_muted: '--on-dark-2',
  accent_strong: '--brand-strong',
  accent_soft: '--brand-soft',
  accent_muted: '--brand-muted',
  focus: '--focus',
};

const SPACE_PX = [4, 8, 12, 16, 24, 32, 48, 64] as const;
const DENSITY: Readonly<Record<ThemeTokens['density'], number>> = { compact: 0.75, regular: 1, roomy: 1.25 };

const SHADOWS: Readonly<Record<ThemeTokens['shadow'], readonly [string, string]>> = {
  none: ['none', 'none'],
  // Exactly tokens.css's.
  soft: ['0 1px 2px rgb(16 19 26 / 0.06), 0 1px 3px rgb(16 19 26 / 0.08)', '0 4px 12px rgb(16 19 26 / 0.1)'],
  strong: ['0 1px 3px rgb(16 19 26 / 0.12), 0 2px 6px rgb(16 19 26 / 0.12)', '0 8px 24px rgb(16 19 26 / 0.18)'],
};

type Declarations = Array<readonly [string, string]>;

const isRole = (key: string): key is keyof SchemeColours => key in ROLE_PROPERTIES;
const ROLES = Object.keys(ROLE_PROPERTIES).filter(isRole);

function colourDeclarations(colours: SchemeColours): Declarations {
  return ROLES.map((role) => [ROLE_PROPERTIES[role], colours[role]] as const);
}

/** The scheme-independent tokens as tokens.css names them. */
export function tokenDeclarations(tokens: ThemeTokens): Declarations {
  const scale = DENSITY[tokens.density];
  const [shadow1, shadow2] = SHADOWS[tokens.shadow];
  const body = FONT_FAMILIES[tokens.fonts.body].stack;
  return [
    ['--font', body],
    ['--font-heading', tokens.fonts.heading === tokens.fonts.body ? 'var(--font)' : FONT_FAMILIES[tokens.fonts.heading].stack],
    ...Object.entries(tokens.type_scale).map(([step, size]) => [`--text-${step}`, `${size}rem`] as const),
    ...SPACE_PX.map((space, i) => [`--space-${i + 1}`, `${Math.round(space * scale)}px`] as const),
    ...Object.entries(tokens.radius).map(([size, radius]) => [`--radius-${size}`, `${radius}px`] as const),
    ['--shadow-1', shadow1],
    ['--shadow-2', shadow2],
    ['--button-radius', `var(--radius-${tokens.button.radius})`],
    ['--button-transform', tokens.button.text_transform],
  ];
}

/** Declarations of the button and card styles, which name scheme colours. */
export function componentDeclarations(tokens: ThemeTokens): Declarations {
  const outline = tokens.button.style === 'outline';
  return [
    ['--button-bg', outline ? 'transparent' : 'var(--brand)'],
    ['--button-fg', outline ? 'var(--brand-strong)' : 'var(--on-brand)'],
    ['--button-border', outline ? 'var(--brand)' : 'transparent'],
    ['--card-border', tokens.card.style === 'border' ? '1px solid var(--line)' : '1px solid transparent'],
    ['--card-shadow', tokens.card.style === 'shadow' ? 'var(--shadow-1)' : 'none'],
  ];
}

/** The declarations of `next` whose value differs from the same property's in `before`. */
function changed(next: Declarations, before: Declarations, keep: ReadonlySet<string> = new Set()): Declarations {
  const old = new Map(before);
  return next.filter(([property, value]) => keep.has(property) || old.get(property) !== value);
}

const rule = (selector: string, declarations: Declarations) =>
  declarations.length ? `${selector}{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}` : '';

const DEFAULT_TOKEN_DECLARATIONS = tokenDeclarations(DEFAULT_TOKENS);
const DEFAULT_COMPONENT_DECLARATIONS = componentDeclarations(DEFAULT_TOKENS);
const ALWAYS_AT_ROOT = new Set(['--brand']);

/** The theme's CSS text (see above); `tokens` absent is today's look around `theme_color`. */
export function themeCss(theme: { theme_color: string; tokens?: ThemeTokens }): string {
  const tokens = theme.tokens ?? DEFAULT_TOKENS;
  const schemes = themeSchemes(theme);
  const base = colourDeclarations(resolveScheme(schemes.base));
  const root = [
    ...changed(base, colourDeclarations(stylesheetColours(schemes.base.accent)), ALWAYS_AT_ROOT),
    ...changed(tokenDeclarations(tokens), DEFAULT_TOKEN_DECLARATIONS),
  ];
  return (
    fontFaceCss([tokens.fonts.body, tokens.fonts.heading]) +
    rule(':root', root) +
    SCHEME_NAMES.map((name) => rule(`[data-scheme="${name}"]`, changed(colourDeclarations(resolveScheme(schemes[name])), base))).join('') +
    rule(':root,[data-scheme]', changed(componentDeclarations(tokens), DEFAULT_COMPONENT_DECLARATIONS)) +
    // The stylesheet sets no family on headings (they inherit the body's), so a heading font of its own is put on them here.
    (tokens.fonts.heading === tokens.fonts.body ? '' : rule('h1,h2,h3,h4,h5,h6', [['font-family', 'var(--font-heading)']]))
  );
}
