import * as z from 'zod/mini';
import { hexColourSchema } from './colour';
import { fontIdSchema } from './fonts';

/**
 * The theme's design tokens (issue 20 §1): colour schemes, fonts, type scale,
 * spacing density, radius, shadows, button and card styles. Every value is a
 * colour, a number or a choice from a closed list, so the stylesheet made
 * from them (css.ts) holds nothing a merchandiser typed. Parsing {} gives
 * today's look: the values of src/styles/tokens.css.
 */

/**
 * The colour schemes every theme has. A section may sit on any of them
 * (`color_scheme` in its configuration); the page itself is on `base`.
 */
export const SCHEME_NAMES = ['base', 'subtle', 'inverse', 'accent'] as const;
export type SchemeName = (typeof SCHEME_NAMES)[number];
export const schemeNameSchema = z.enum(SCHEME_NAMES);

export const SCHEME_LABELS: Readonly<Record<SchemeName, string>> = {
  base: 'Base',
  subtle: 'Subtle',
  inverse: 'Inverse',
  accent: 'Accent',
};

/** Why a section's `color_scheme` cannot be used, or null when it names a scheme (lint and the studio say the same). */
export function schemeNameProblem(value: unknown): string | null {
  return schemeNameSchema.safeParse(value).success ? null : `color_scheme must be one of the theme's colour schemes (${SCHEME_NAMES.join(', ')}), got ${JSON.stringify(value)}`;
}

/**
 * One scheme's colours by role. The custom property each sets is in
 * css.ts (`background` is --surface, `text` --ink, `accent` --brand…).
 * The four shades at the end follow from the others when left out.
 */
export const colourSchemeSchema = z.object({
  /** Sections and cards: --surface. */
  background: hexColourSchema,
  /** Behind cards, wells, hovers: --surface-2. */
  background_2: hexColourSchema,
  /** Body text: --ink. */
  text: hexColourSchema,
  /** Secondary text: --ink-2. */
  text_2: hexColourSchema,
  /** Hints, captions, placeholders: --ink-3. */
  muted: hexColourSchema,
  /** Dividers and field borders: --line. */
  border: hexColourSchema,
  /** Buttons, links, the brand: --brand. */
  accent: hexColourSchema,
  /** Text on the accent: --on-brand. */
  on_accent: hexColourSchema,
  /** Badges, stars, hero highlights: --accent. */
  highlight: hexColourSchema,
  success: hexColourSchema,
  danger: hexColourSchema,
  /** A band in the opposite tone inside the scheme (the footer): --surface-dark, --on-dark, --on-dark-2. */
  inverse_background: hexColourSchema,
  inverse_text: hexColourSchema,
  inverse_muted: hexColourSchema,
  /** Link text and hovers: --brand-strong. Default: the accent, 20% towards black (white on a dark background), kept readable. */
  accent_strong: z.optional(hexColourSchema),
  /** Tinted fills: --brand-soft. Default: 10% accent on the background. */
  accent_soft: z.optional(hexColourSchema),
  /** Stronger tinted fills: --brand-muted. Default: 25% accent on the background. */
  accent_muted: z.optional(hexColourSchema),
  /** The focus ring: --focus. Default: the accent, 40% towards black (white on dark), at least 3:1 on the background. */
  focus: z.optional(hexColourSchema),
});
export type ColourScheme = z.output<typeof colourSchemeSchema>;

export const colourSchemesSchema = z.object({
  base: colourSchemeSchema,
  subtle: colourSchemeSchema,
  inverse: colourSchemeSchema,
  accent: colourSchemeSchema,
});
export type ColourSchemes = z.output<typeof colourSchemesSchema>;

export const fontsSchema = z.object({
  body: z._default(fontIdSchema, 'system'),
  heading: z._default(fontIdSchema, 'system'),
});

const rem = z.number().check(z.gte(0.5, 'at least 0.5rem'), z.lte(5, 'at most 5rem'));

/** The text sizes in rem, smallest first: --text-xs … --text-3xl. */
export const typeScaleSchema = z
  .object({
    xs: z._default(rem, 0.75),
    sm: z._default(rem, 0.875),
    md: z._default(rem, 1),
    lg: z._default(rem, 1.125),
    xl: z._default(rem, 1.375),
    '2xl': z._default(rem, 1.75),
    '3xl': z._default(rem, 2.25),
  })
  .check(
    z.refine((s) => s.xs < s.sm && s.sm < s.md && s.md < s.lg && s.lg < s.xl && s.xl < s['2xl'] && s['2xl'] < s['3xl'], {
      message: 'each text size must be larger than the one before',
    }),
  );

/** How far apart things sit: scales --space-1 … --space-8 (compact ×0.75, roomy ×1.25). */
export const densitySchema = z.enum(['compact', 'regular', 'roomy']);

const px = z.int().check(z.gte(0, 'at least 0px'), z.lte(32, 'at most 32px'));

/** Corner radii in px: --radius-sm, --radius-md, --radius-lg (--radius-pill stays round). */
export const radiusSchema = z
  .object({
    sm: z._default(px, 6),
    md: z._default(px, 10),
    lg: z._default(px, 16),
  })
  .check(z.refine((r) => r.sm <= r.md && r.md <= r.lg, { message: 'radii go from small to large' }));

/** Elevation of raised things: --shadow-1, --shadow-2. */
export const shadowSchema = z.enum(['none', 'soft', 'strong']);

/** --button-bg, --button-fg, --button-border, --button-radius, --button-transform. */
export const buttonSchema = z.object({
  style: z._default(z.enum(['filled', 'outline']), 'filled'),
  radius: z._default(z.enum(['sm', 'md', 'lg', 'pill']), 'md'),
  text_transform: z._default(z.enum(['none', 'uppercase']), 'none'),
});

/** --card-border, --card-shadow: outlined, raised or flat. The border keeps its width in every style, so nothing moves. */
export const cardSchema = z.object({
  style: z._default(z.enum(['border', 'shadow', 'flat']), 'border'),
});

export const themeTokensSchema = z.object({
  /** Absent: the schemes follow the theme's one colour (theme_color; schemes.ts, vitrineSchemes). */
  schemes: z.optional(colourSchemesSchema),
  fonts: z.prefault(fontsSchema, {}),
  type_scale: z.prefault(typeScaleSchema, {}),
  density: z._default(densitySchema, 'regular'),
  radius: z.prefault(radiusSchema, {}),
  shadow: z._default(shadowSchema, 'soft'),
  button: z.prefault(buttonSchema, {}),
  card: z.prefault(cardSchema, {}),
});
export type ThemeTokens = z.output<typeof themeTokensSchema>;

/** Today's look. */
export const DEFAULT_TOKENS: ThemeTokens = themeTokensSchema.parse({});
