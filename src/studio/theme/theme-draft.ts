import * as z from 'zod/mini';
import { themeConfigSchema } from '../../../schemas/api/shop-config';
import { contrastFieldProblems } from '../../../schemas/theme/contrast';
import { vitrineSchemes } from '../../../schemas/theme/schemes';
import { colourSchemeSchema, DEFAULT_TOKENS, type ColourScheme, type ColourSchemes, type SchemeName } from '../../../schemas/theme/tokens';

/**
 * The theme editor works on the draft as stored, not as parsed: a half-typed
 * number or colour stays in the draft (and is reported beside its field)
 * instead of snapping back. These helpers read a token from that loose
 * object, falling back to what the storefront would use, and write one.
 */

type Loose = Record<string, unknown>;
const looseSchema = z.record(z.string(), z.unknown());
const hexSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

export function asRecord(value: unknown): Loose {
  const parsed = looseSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The value at `path` inside the draft's tokens, or undefined. */
export function tokenAt(theme: Loose, path: readonly string[]): unknown {
  let at: unknown = theme.tokens;
  for (const key of path) at = asRecord(at)[key];
  return at;
}

/** The theme with the token at `path` set to `value` (undefined removes it); every level above is copied, not changed. */
export function withToken(theme: Loose, path: readonly string[], value: unknown): Loose {
  const set = (node: unknown, [key, ...rest]: readonly string[]): Loose => {
    const copy = { ...asRecord(node) };
    if (key === undefined) return copy;
    const next = rest.length ? set(copy[key], rest) : value;
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  };
  return { ...theme, tokens: set(theme.tokens, path) };
}

/** The theme colour as the storefront reads it (its default when missing or unreadable). */
export function themeColourOf(theme: Loose): string {
  const colour = hexSchema.safeParse(theme.theme_color);
  return colour.success ? colour.data : themeConfigSchema.parse({}).theme_color;
}

/** Whether the draft gives its schemes colours of their own; without, they follow the theme colour. */
export function hasOwnSchemes(theme: Loose): boolean {
  return tokenAt(theme, ['schemes']) !== undefined;
}

/**
 * The four schemes as the editor shows them: the draft's own (as typed), or
 * the ones the storefront derives from the theme colour. Editing one colour
 * of derived schemes stores all four, so nothing else changes on screen.
 */
export function schemesOf(theme: Loose): Record<SchemeName, Loose> {
  const derived: ColourSchemes = vitrineSchemes(themeColourOf(theme));
  const own = asRecord(tokenAt(theme, ['schemes']));
  const pick = (name: SchemeName): Loose => (hasOwnSchemes(theme) ? asRecord(own[name]) : { ...derived[name] });
  return { base: pick('base'), subtle: pick('subtle'), inverse: pick('inverse'), accent: pick('accent') };
}

/** One scheme's colours when every role is a colour, for swatches and contrast figures; null while one is not. */
export function readableScheme(scheme: Loose): ColourScheme | null {
  const parsed = colourSchemeSchema.safeParse(scheme);
  return parsed.success ? parsed.data : null;
}

/**
 * Text and background pairs under WCAG AA, by the path of the colour to
 * change: the same check and sentence the server refuses a save with
 * (server/features/studio/setting-rules.ts).
 */
export function contrastErrors(theme: Loose): Record<string, string> {
  const parsed = themeConfigSchema.safeParse(theme);
  const schemes = parsed.success ? parsed.data.tokens?.schemes : undefined;
  if (!schemes) return {};
  return Object.fromEntries(contrastFieldProblems(schemes).map((p) => [`tokens.schemes.${p.scheme}.${p.role}`, p.message]));
}

/** A token the draft does not hold reads as the storefront's default. */
export function tokenOrDefault(theme: Loose, path: readonly string[]): unknown {
  const stored = tokenAt(theme, path);
  if (stored !== undefined) return stored;
  let at: unknown = DEFAULT_TOKENS;
  for (const key of path) at = asRecord(at)[key];
  return at;
}
