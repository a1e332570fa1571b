import * as z from 'zod/mini';
import { flag, nonEmpty, text, withDefault } from '../zod-helpers';
import { httpsUrlSchema, imageSrcSchema, orNone } from '../links';
import { servedListSchema, uiConfigListSchema } from '../ui-config/entry';
import { themeTokensSchema } from '../theme/tokens';

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #0b5fff'));

/**
 * Theme config (spec section 3), served at website/theme-config. `tokens` is
 * ours: the design tokens (schemas/theme/tokens.ts); a theme stored without
 * them keeps today's look around its theme_color.
 */
export const themeConfigSchema = z.object({
  brand_name: withDefault(nonEmpty(), 'Default Brand'),
  theme_color: withDefault(hexColour, '#0b5fff'),
  favicon: withDefault(imageSrcSchema, '/media/favicon.svg'),
  tokens: z.optional(themeTokensSchema),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

/** Business details (spec section 3) plus the contact facts a shop footer needs. */
export const businessDetailsSchema = z.object({
  brand_logo: withDefault(orNone(imageSrcSchema), ''),
  youtube_url: withDefault(orNone(httpsUrlSchema), ''),
  instagram_url: withDefault(orNone(httpsUrlSchema), ''),
  facebook_url: withDefault(orNone(httpsUrlSchema), ''),
  phone_number: text(''),
  email: text(''),
  address: text(''),
  review_url: withDefault(orNone(httpsUrlSchema), ''),
  map_url: withDefault(orNone(httpsUrlSchema), ''),
  gstin: text(''),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** Module switch (spec section 3): status 'Y' enables; names match case-insensitively. */
export const moduleEntrySchema = z.object({
  module_name: nonEmpty(),
  status: z.string(),
});
export type ModuleEntry = z.infer<typeof moduleEntrySchema>;
export const moduleListSchema = z.array(moduleEntrySchema);

/** A module not listed is on; names match trimmed and case-insensitively. */
export function isModuleEnabled(modules: readonly ModuleEntry[] | undefined, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  const entry = modules?.find((m) => m.module_name.trim().toLowerCase() === wanted);
  return entry ? entry.status.trim().toUpperCase() === 'Y' : true;
}

/** Push-notification settings: contents not shown by the spec; we keep what we get. */
export const pushSettingsSchema = z.object({
  enabled: flag(false),
  vapid_public_key: text(''),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/**
 * What the server inlines into index.html so first paint needs no API call
 * (issue 2, section 5). Each field is exactly the `data` of its endpoint.
 */
export const bootstrapSchema = z.object({
  theme: themeConfigSchema,
  business: businessDetailsSchema,
  modules: moduleListSchema,
  shell: servedListSchema,
  menu: uiConfigListSchema,
  pages: z._default(z.record(z.string(), servedListSchema), {}),
  /**
   * Catalogue reads for the first paint, keyed by API path (the SWR key). Each
   * is parsed by the storefront with its own schema (src/data/prefetched.ts).
   */
  prefetched: z._default(z.record(z.string(), z.unknown()), {}),
  /**
   * Whose page this is, as the server knew it: the signed-in user (0 for a
   * guest) and the guest session id from the `vitrine_sid` cookie. Per-visitor
   * data (the cart) is rendered for this owner until the browser takes over.
   */
  visitor: z.optional(z.object({ user_id: z.number().check(z.int(), z.nonnegative()), session_id: z.string().check(z.maxLength(64)) })),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
