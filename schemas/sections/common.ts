import * as z from 'zod/mini';
import { shopPathSchema } from '../links';
import { menuIconSchema } from '../menu';
import { nonEmpty, withDefault } from '../zod-helpers';

/**
 * Building blocks of the shell sections' props. Links stay inside the shop so
 * they go through the router (no full reload, no open redirect via config:
 * schemas/links.ts says what a shop path may hold).
 */
export const pathSchema = shopPathSchema;

/** An empty string means "no link". */
export const optionalPathSchema = z.union([z.literal(''), pathSchema]);

export const linkSchema = z.object({
  label: nonEmpty(),
  href: pathSchema,
});
export type LinkProps = z.output<typeof linkSchema>;

export const linkListSchema = (fallback: LinkProps[]) => withDefault(z.array(linkSchema), fallback);

/** Same icon names as menu items, so a fallback tab can mirror a menu entry. */
export const navIconSchema = menuIconSchema;

/** Colour schemes resolved to theme tokens, so contrast holds for any brand colour. */
export const barToneSchema = z.enum(['brand', 'dark', 'accent', 'soft']);
export type BarTone = z.output<typeof barToneSchema>;

/** Fallback main navigation, used only when the menu configuration has no 'main' items. */
export const defaultMainNav: LinkProps[] = [
  { label: 'All products', href: '/products' },
  { label: 'New arrivals', href: '/new-arrivals' },
  { label: 'Hot deals', href: '/product/hot-deals' },
  { label: 'Best sellers', href: '/product/best-seller' },
  { label: 'Gift cards', href: '/gift-card' },
  { label: 'Support', href: '/customer-support' },
];
