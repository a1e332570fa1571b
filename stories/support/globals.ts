import { z } from 'zod';
import type { Preview } from '@storybook/react-vite';
import { demoTheme } from '../../server/seed/demo-shop';

/**
 * Toolbar switches for what headers and badges react to. They are globals, not
 * args, so a story's controls stay exactly the pattern's props.
 */
export const globalTypes: Preview['globalTypes'] = {
  user: {
    description: 'Shopper signed in or a guest',
    toolbar: {
      title: 'Shopper',
      icon: 'user',
      dynamicTitle: true,
      items: [
        { value: 'guest', title: 'Guest' },
        { value: 'signed-in', title: 'Signed in' },
      ],
    },
  },
  cartCount: {
    description: 'Items in the cart badge',
    toolbar: {
      title: 'Cart',
      icon: 'basket',
      dynamicTitle: true,
      items: ['0', '3', '12', '120'].map((value) => ({ value, title: `Cart: ${value}` })),
    },
  },
  wishlistCount: {
    description: 'Items in the wishlist badge',
    toolbar: {
      title: 'Wishlist',
      icon: 'heart',
      dynamicTitle: true,
      items: ['0', '2', '48'].map((value) => ({ value, title: `Wishlist: ${value}` })),
    },
  },
  themeColour: {
    description: 'Theme colour (--brand) from the theme config',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: [
        { value: demoTheme.theme_color, title: `Demo shop ${demoTheme.theme_color}` },
        { value: '#0f766e', title: 'Teal #0f766e' },
        { value: '#b91c1c', title: 'Red #b91c1c' },
        { value: '#facc15', title: 'Light yellow #facc15' },
      ],
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = {
  user: 'guest',
  cartCount: '0',
  wishlistCount: '0',
  themeColour: demoTheme.theme_color,
};

/** Globals arrive untyped (from the toolbar or the URL); anything odd falls back. */
const storyGlobalsSchema = z.object({
  user: z.enum(['guest', 'signed-in']).catch('guest'),
  cartCount: z.coerce.number().int().min(0).catch(0),
  wishlistCount: z.coerce.number().int().min(0).catch(0),
  themeColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch(demoTheme.theme_color),
});
export type StoryGlobals = z.output<typeof storyGlobalsSchema>;

export function readStoryGlobals(globals: Record<string, unknown>): StoryGlobals {
  return storyGlobalsSchema.parse(globals);
}
