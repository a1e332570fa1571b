import * as z from 'zod/mini';
import { flag, nonEmpty, requiredText, withDefault } from '../zod-helpers';
import { navIconSchema, pathSchema } from './common';

export const subHeaderTabSchema = z.object({
  label: nonEmpty(),
  href: pathSchema,
  icon: withDefault(navIconSchema, 'none'),
});
export type SubHeaderTab = z.output<typeof subHeaderTabSchema>;

export const subHeader1PropsSchema = z.object({
  /** Used only when the menu configuration has no 'sub-header' items. */
  fallback_tabs: withDefault(z.array(subHeaderTabSchema), [
    { label: 'Home', href: '/', icon: 'home' },
    { label: 'All products', href: '/products', icon: 'grid' },
    { label: 'Hot deals', href: '/product/hot-deals', icon: 'tag' },
    { label: 'Best sellers', href: '/product/best-seller', icon: 'star' },
    { label: 'New arrivals', href: '/new-arrivals', icon: 'sparkle' },
    { label: 'Gift cards', href: '/gift-card', icon: 'gift' },
    { label: 'Support', href: '/customer-support', icon: 'help' },
  ]),
  show_icons: flag(true),
  align: withDefault(z.enum(['start', 'center']), 'start'),
  aria_label: requiredText('Shop sections'),
});
export type SubHeader1Props = z.output<typeof subHeader1PropsSchema>;
