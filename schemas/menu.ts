import { z } from 'zod';

/**
 * The menu configuration is a list of entries, one per menu item, so a
 * merchandiser can hide one item with `visibility`. Its other_configration holds
 * the item. `module` ties the item to a module switch: off hides it.
 */
export const menuItemSchema = z.object({
  label: z.string().trim().min(1).default('Menu item'),
  href: z.string().startsWith('/').default('/'),
  icon: z.enum(['home', 'grid', 'tag', 'star', 'sparkle', 'gift', 'wallet', 'heart', 'cart', 'user', 'help', 'none']).default('none'),
  module: z.string().optional(),
  placement: z.enum(['main', 'sub-header', 'bottom-tab', 'footer']).default('main'),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const MENU_SECTION = 'menu-item';
