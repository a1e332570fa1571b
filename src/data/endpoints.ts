import type * as z from 'zod/mini';
import { servedListSchema, uiConfigListSchema } from '../../schemas/ui-config/entry';
import { WEBSITE_PAGES } from '../../schemas/ui-config/section-names';
import { businessDetailsSchema, moduleListSchema, pushSettingsSchema, themeConfigSchema } from '../../schemas/api/shop-config';

/**
 * Configuration endpoints and their payload schemas. The path is also the SWR
 * key, so the inlined bootstrap can seed the cache under the same names.
 */
export const endpoints = {
  theme: { path: 'website/theme-config', schema: themeConfigSchema },
  business: { path: 'website/business-details', schema: businessDetailsSchema },
  modules: { path: 'admin/configuration', schema: moduleListSchema },
  shell: { path: 'website/ui-configurations', schema: servedListSchema },
  menu: { path: 'website/app-ui-configurations/website-page/menu', schema: uiConfigListSchema },
  checkout: { path: 'website/app-ui-configurations/website-page/checkout', schema: servedListSchema },
  push: { path: 'website/push-notification', schema: pushSettingsSchema },
} as const satisfies Record<string, { path: string; schema: z.ZodMiniType }>;

export type WebsitePage = (typeof WEBSITE_PAGES)[number];

export function pageEndpoint(page: WebsitePage) {
  return { path: `website/ui-configurations/website-page/${page}`, schema: servedListSchema } as const;
}

