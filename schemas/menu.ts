import * as z from 'zod/mini';
import { shopPathSchema } from './links';
import { nonEmpty, withDefault } from './zod-helpers';

export const MENU_ICONS = ['home', 'grid', 'tag', 'star', 'sparkle', 'gift', 'wallet', 'heart', 'cart', 'user', 'help', 'none'] as const;
export const menuIconSchema = z.enum(MENU_ICONS);

/**
 * The menu configuration is a list of entries, one per menu item, so a
 * merchandiser can hide one item with `visibility`. Its other_configration holds
 * the item. `module` ties the item to a module switch: off hides it.
 */
export const menuItemSchema = z.object({
  label: withDefault(nonEmpty(), 'Menu item'),
  href: withDefault(shopPathSchema, '/'),
  icon: withDefault(menuIconSchema, 'none'),
  module: z.optional(z.string()),
  placement: withDefault(z.enum(['main', 'sub-header', 'bottom-tab', 'footer']), 'main'),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const MENU_SECTION = 'menu-item';
