import useSWR from 'swr';
import type * as z from 'zod/mini';
import { apiGet } from '../api/client';
import { endpoints, pageEndpoint, type WebsitePage } from './endpoints';
import { previewOverrides } from './preview-overrides';
import { businessDetailsSchema, isModuleEnabled, themeConfigSchema, type BusinessDetails, type ThemeConfig } from '../../schemas/api/shop-config';
import { isVisible, parseOtherConfig, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { menuItemSchema, type MenuItem } from '../../schemas/menu';
import { localizedProps, TRANSLATIONS_KEY } from '../../schemas/ui-config/translations';
import { useLocale } from '../i18n/useT';

/**
 * One SWR hook for every configuration call: the key is the API path, so the
 * bootstrap inlined by the server is the fallback and SWR revalidates behind it.
 * In the studio's preview frame a draft under the same key wins over the API.
 */
export function useEndpoint<T extends z.ZodMiniType>(endpoint: { path: string; schema: T }) {
  return useSWR<z.output<T>, Error>(endpoint.path, () => fetchEndpoint(endpoint), {
    revalidateOnFocus: false,
  });
}

async function fetchEndpoint<T extends z.ZodMiniType>(endpoint: { path: string; schema: T }): Promise<z.output<T>> {
  // The receiver stored it already parsed; parsing again keeps the type honest without a cast.
  if (previewOverrides.has(endpoint.path)) return endpoint.schema.parse(previewOverrides.get(endpoint.path));
  return apiGet(endpoint.path, endpoint.schema);
}

const defaultTheme = themeConfigSchema.parse({});
const defaultBusiness = businessDetailsSchema.parse({});

export function useThemeConfig(): ThemeConfig {
  return useEndpoint(endpoints.theme).data ?? defaultTheme;
}

export function useBusinessDetails(): BusinessDetails {
  return useEndpoint(endpoints.business).data ?? defaultBusiness;
}

/**
 * Module switches: 'Y' enables, names match case-insensitively (spec section 3).
 * A module the list does not mention stays on, so a new feature is not hidden
 * by an older configuration.
 */
export { isModuleEnabled };

export function useModuleSwitch(): (name: string | undefined) => boolean {
  const modules = useEndpoint(endpoints.modules).data;
  return (name) => (name ? isModuleEnabled(modules, name) : true);
}

/**
 * Menu items from the menu configuration: visible, well formed, module on,
 * labelled in `locale` where the item has its words (an item whose words
 * break its rules keeps its English).
 */
export function selectMenuItems(entries: readonly UiConfigEntry[] | undefined, moduleOn: (name: string | undefined) => boolean, locale?: string): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries ?? []) {
    if (!isVisible(entry.visibility)) continue;
    const json = parseOtherConfig(entry.other_configration);
    if (!json.ok) continue;
    const { [TRANSLATIONS_KEY]: _translations, ...fields } = json.value;
    const localized = menuItemSchema.safeParse(localizedProps(fields, json.value, locale));
    const item = localized.success ? localized : menuItemSchema.safeParse(fields);
    if (item.success && moduleOn(item.data.module)) items.push(item.data);
  }
  return items;
}

export function useMenuItems(placement?: MenuItem['placement']): MenuItem[] {
  const entries = useEndpoint(endpoints.menu).data;
  const moduleOn = useModuleSwitch();
  const items = selectMenuItems(entries, moduleOn, useLocale());
  return placement ? items.filter((i) => i.placement === placement) : items;
}

export function useShellLayout() {
  return useEndpoint(endpoints.shell);
}

export function usePageLayout(page: WebsitePage) {
  return useEndpoint(pageEndpoint(page));
}
