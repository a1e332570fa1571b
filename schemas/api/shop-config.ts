import { z } from 'zod';
import { uiConfigListSchema } from '../ui-config/entry';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #0b5fff');

/** Theme config (spec section 3), served at website/theme-config. */
export const themeConfigSchema = z.object({
  brand_name: z.string().trim().min(1).default('Default Brand'),
  theme_color: hexColour.default('#0b5fff'),
  favicon: z.string().default('/media/favicon.svg'),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

/** Business details (spec section 3) plus the contact facts a shop footer needs. */
export const businessDetailsSchema = z.object({
  brand_logo: z.string().default(''),
  youtube_url: z.string().default(''),
  instagram_url: z.string().default(''),
  facebook_url: z.string().default(''),
  phone_number: z.string().default(''),
  email: z.string().default(''),
  address: z.string().default(''),
  review_url: z.string().default(''),
  map_url: z.string().default(''),
  gstin: z.string().default(''),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** Module switch (spec section 3): status 'Y' enables; names match case-insensitively. */
export const moduleEntrySchema = z.object({
  module_name: z.string().trim().min(1),
  status: z.string(),
});
export type ModuleEntry = z.infer<typeof moduleEntrySchema>;
export const moduleListSchema = z.array(moduleEntrySchema);

/** Push-notification settings: contents not shown by the spec; we keep what we get. */
export const pushSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  vapid_public_key: z.string().default(''),
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
  shell: uiConfigListSchema,
  menu: uiConfigListSchema,
  pages: z.record(z.string(), uiConfigListSchema).default({}),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
