import { z } from 'zod';
import { navIconSchema, pathSchema } from './common';

export const subHeaderTabSchema = z.object({
  label: z.string().min(1),
  href: pathSchema,
  icon: navIconSchema.default('none'),
});
export type SubHeaderTab = z.output<typeof subHeaderTabSchema>;

export const subHeader1PropsSchema = z.object({
  /** Used only when the menu configuration has no 'sub-header' items. */
  fallback_tabs: z.array(subHeaderTabSchema).default([
    { label: 'Home', href: '/', icon: 'home' },
    { label: 'All products', href: '/products', icon: 'grid' },
    { label: 'Hot deals', href: '/product/hot-deals', icon: 'tag' },
    { label: 'Best sellers', href: '/product/best-seller', icon: 'star' },
    { label: 'New arrivals', href: '/new-arrivals', icon: 'sparkle' },
    { label: 'Gift cards', href: '/gift-card', icon: 'gift' },
    { label: 'Support', href: '/customer-support', icon: 'help' },
  ]),
  show_icons: z.boolean().default(true),
  align: z.enum(['start', 'center']).default('start'),
  aria_label: z.string().min(1).default('Shop sections'),
});
export type SubHeader1Props = z.output<typeof subHeader1PropsSchema>;
