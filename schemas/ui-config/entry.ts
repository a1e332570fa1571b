import * as z from 'zod/mini';

/**
 * One configuration entry exactly as the provider API stores and serves it
 * (spec section 3). `other_configration` keeps the spec's spelling; it is a JSON
 * string whose `pattern` field picks the layout variant. `id` and `sort_order`
 * are ours: the server orders entries by sort_order.
 */
export const uiConfigEntrySchema = z.object({
  id: z.optional(z.int()),
  section_name: z.string(),
  visibility: z.string(),
  other_configration: z.string(),
});
export type UiConfigEntry = z.infer<typeof uiConfigEntrySchema>;

export const uiConfigListSchema = z.array(uiConfigEntrySchema);

/**
 * An entry as the storefront is served it. `validated` is the server's word
 * that the entry passed the engine's checks against the registry of that
 * fingerprint (src/engine/trust.ts), for the published version served; the
 * storefront's engine, on the same registry, then skips checking its props
 * again. Never stored: uiConfigEntrySchema drops it from whatever is saved.
 */
export const servedEntrySchema = z.extend(uiConfigEntrySchema, { validated: z.optional(z.string()) });
export type ServedEntry = z.infer<typeof servedEntrySchema>;
export const servedListSchema = z.array(servedEntrySchema);

/** A shown entry has visibility 'Y'; anything else hides it. */
export function isVisible(visibility: string): boolean {
  return visibility.trim().toUpperCase() === 'Y';
}

export type ParsedJson =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; error: string };

/**
 * Parses other_configration. The spec says invalid JSON is treated as an empty
 * config; the caller reports the error, and an empty config has no pattern, so
 * the section is not rendered.
 */
export function parseOtherConfig(raw: unknown): ParsedJson {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    return { ok: true, value: raw as Record<string, unknown> };
  }
  if (typeof raw !== 'string') return { ok: false, error: 'other_configration is not a string' };
  if (raw.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, error: 'other_configration is not a JSON object' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (e) {
    return { ok: false, error: `invalid JSON in other_configration: ${(e as Error).message}` };
  }
}

const PATTERN_DIGITS = /^[1-9][0-9]*$/;

/** `pattern` may be stored as 2 or "2"; anything else is no pattern. */
export const patternNumberSchema = z.union([
  z.int().check(z.positive()),
  z.pipe(z.string().check(z.trim(), z.regex(PATTERN_DIGITS)), z.transform(Number)),
]);

export function readPattern(config: Record<string, unknown>): number | null {
  const raw = config.pattern;
  // The two stored forms, read directly: the engine reads every entry's pattern, and a failed zod parse builds its issues.
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && PATTERN_DIGITS.test(raw.trim())) return Number(raw.trim());
  const parsed = patternNumberSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Keys of other_configration that are the engine's, not the pattern's:
 * `pattern` picks the layout variant, `audience` says who sees the section
 * (schemas/ui-config/audience.ts; the server decides), `variant` names the
 * experiment variant the server served (set per visitor, never stored), and
 * `color_scheme` puts the section on one of the theme's colour schemes
 * (schemas/theme/tokens.ts; SectionFrame marks it with data-scheme), and
 * `translations` holds its words in other languages (translations.ts).
 */
export const ENGINE_KEYS = ['pattern', 'audience', 'variant', 'color_scheme', 'translations'] as const;

/** A section's props: its config without the engine's keys. */
export function patternProps(config: Record<string, unknown>): Record<string, unknown> {
  const { pattern: _pattern, audience: _audience, variant: _variant, color_scheme: _colorScheme, translations: _translations, ...props } = config;
  return props;
}
