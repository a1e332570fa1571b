import * as z from 'zod/mini';
import { SLUG_PATTERN } from '../slug';
import { audienceSchema } from '../ui-config/audience';
import { uiConfigListSchema } from '../ui-config/entry';
import { PAGE_SCOPES, type PageScope } from '../ui-config/section-names';

/**
 * Targeted versions of the fixed pages (issue 19 §2: "a whole page
 * configuration can carry an audience"). A fixed page cannot simply be hidden
 * from shoppers outside an audience, so a page carries an audience through a
 * version of itself: "home for returning shoppers", "the cart in
 * Maharashtra". The server serves a shopper the first active version whose
 * audience holds (lowest priority number first), and the page's own layout to
 * everyone else. Each version is one configuration document under the key
 * `{page}@{slug}`, drafted, published, scheduled and rolled back like every
 * other.
 */

export const TARGETED_SLUG_MAX = 40;
export const targetedSlugSchema = z.string().check(
  z.maxLength(TARGETED_SLUG_MAX, `at most ${TARGETED_SLUG_MAX} characters`),
  z.regex(SLUG_PATTERN, 'lower-case letters, digits and single hyphens, like returning-shoppers'),
);

export const TARGETED_KEY_SEPARATOR = '@';
export type TargetedKey = `${PageScope}@${string}`;
export const targetedKeySchema = z.templateLiteral([z.enum(PAGE_SCOPES), TARGETED_KEY_SEPARATOR, targetedSlugSchema]);

export const targetedKey = (scope: PageScope, slug: string): TargetedKey => `${scope}${TARGETED_KEY_SEPARATOR}${slug}`;

/** The page and the version's slug of a key that targetedKeySchema accepted. */
export function targetedParts(key: TargetedKey): { scope: PageScope; slug: string } {
  const at = key.indexOf(TARGETED_KEY_SEPARATOR);
  const scope = PAGE_SCOPES.find((s) => s === key.slice(0, at));
  // The template literal only admits a page scope before the separator.
  if (!scope) throw new Error(`not a targeted version's key: ${key}`);
  return { scope, slug: key.slice(at + 1) };
}

export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 99;

/** Everything about the version but its sections: what the studio's settings form edits. */
export const targetedSettingsSchema = z.strictObject({
  /** What merchandisers call it in the studio: "Returning shoppers in Maharashtra". */
  name: z.string().check(z.trim(), z.minLength(1, 'Give the version a name'), z.maxLength(60, 'at most 60 characters')),
  /** Who gets this version of the page instead of the page itself; at least one rule, or it would replace the page for everyone. */
  audience: audienceSchema.check(z.refine((audience) => Object.keys(audience).length > 0, 'Choose who gets this version: with no rule it would replace the page for everyone')),
  /** When a shopper is in several versions' audiences, the lowest number wins. */
  priority: z._default(
    z.int('priority must be a whole number').check(z.gte(PRIORITY_MIN, `priority must be ${PRIORITY_MIN} to ${PRIORITY_MAX}`), z.lte(PRIORITY_MAX, `priority must be ${PRIORITY_MIN} to ${PRIORITY_MAX}`)),
    10,
  ),
  /** Off: published but served to nobody (how a version is retired, with its history kept). */
  active: z._default(z.boolean('active must be true or false'), true),
});
export type TargetedSettings = z.output<typeof targetedSettingsSchema>;

export const targetedDocumentSchema = z.extend(targetedSettingsSchema, { sections: uiConfigListSchema });
export type TargetedDocument = z.output<typeof targetedDocumentSchema>;

/**
 * A new version starts as a copy of the page it targets, so the merchandiser
 * changes what differs rather than rebuilding the page. Its audience starts as
 * signed-in shoppers, for the settings form to narrow; nothing is served until
 * it is published.
 */
export function newTargetedDocument(name: string, sections: TargetedDocument['sections'] = []): TargetedDocument {
  return { name, audience: { signed_in: true }, priority: 10, active: true, sections };
}

/** The order the server tries versions in: priority, then slug, so two instances always agree. */
export function byPriority<T extends { slug: string; document: Pick<TargetedSettings, 'priority'> }>(a: T, b: T): number {
  return a.document.priority - b.document.priority || a.slug.localeCompare(b.slug);
}
