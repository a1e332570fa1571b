import { WEBSITE_PAGES } from '../../schemas/ui-config/section-names';
import { endpoints } from './endpoints';
import { campaignPaths } from '../../schemas/api/campaign-pages';
import { CAMPAIGN_KEY_PREFIX } from '../../schemas/api/studio';
import { TARGETED_KEY_SEPARATOR } from '../../schemas/api/targeted-layouts';

/*
 * Apart from endpoints.ts, which the shop starts with: only the live-update
 * and preview chunks need this.
 */
/**
 * The SWR keys that hold one studio configuration (schemas/api/studio.ts):
 * what a live update revalidates and what a preview draft replaces.
 */
export function pathForConfigKey(key: string): string | null {
  // A targeted version of a page (home@returning-shoppers) is served through the page's own read.
  const at = key.indexOf(TARGETED_KEY_SEPARATOR);
  if (at > 0) return pathForConfigKey(key.slice(0, at));
  switch (key) {
    case 'shell':
      return endpoints.shell.path;
    case 'menu':
      return endpoints.menu.path;
    case 'checkout':
      return endpoints.checkout.path;
    case 'modules':
      return endpoints.modules.path;
    case 'theme':
      return endpoints.theme.path;
    case 'business':
      return endpoints.business.path;
    default:
      if (key.startsWith(CAMPAIGN_KEY_PREFIX)) return campaignPaths.page(key.slice(CAMPAIGN_KEY_PREFIX.length));
      return (WEBSITE_PAGES as readonly string[]).includes(key) ? `website/ui-configurations/website-page/${key}` : null;
  }
}
