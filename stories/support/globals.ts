import { z } from 'zod';
import type { Preview } from '@storybook/react-vite';
import { demoTheme } from '../../server/seed/demo-shop';
import { READY_THEMES } from '../../schemas/theme/ready-themes';
import { themeTokensSchema, type ThemeTokens } from '../../schemas/theme/tokens';

export interface StoryTheme {
  id: string;
  title: string;
  theme_color: string;
  tokens: ThemeTokens;
}

/**
 * The three ready themes (the demo shop's colour for the first, as the demo
 * ships), and the first in colours that test its derived shades: a light
 * yellow needs dark text on its buttons.
 */
const vitrine: StoryTheme = {
  id: 'vitrine',
  title: `Vitrine ${demoTheme.theme_color}`,
  theme_color: demoTheme.theme_color,
  tokens: READY_THEMES.find((theme) => theme.id === 'vitrine')?.tokens ?? themeTokensSchema.parse({}),
};
const others = READY_THEMES.filter((theme) => theme.id !== 'vitrine').map((theme): StoryTheme => ({ id: theme.id, title: theme.label, theme_color: theme.theme_color, tokens: theme.tokens }));
export const STORY_THEMES: readonly [StoryTheme, ...StoryTheme[]] = [
  vitrine,
  ...others,
  ...[
    { colour: '#0f766e', name: 'teal' },
    { colour: '#b91c1c', name: 'red' },
    { colour: '#facc15', name: 'light yellow' },
  ].map(({ colour, name }) => ({ ...vitrine, id: `vitrine-${name.replace(' ', '-')}`, title: `Vitrine in ${name} ${colour}`, theme_color: colour })),
];

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
  theme: {
    description: 'The shop’s theme: a ready theme, or the first one in another brand colour',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: STORY_THEMES.map((theme) => ({ value: theme.id, title: theme.title })),
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = {
  user: 'guest',
  cartCount: '0',
  wishlistCount: '0',
  theme: STORY_THEMES[0].id,
};

/** Globals arrive untyped (from the toolbar or the URL); anything odd falls back. */
const storyGlobalsSchema = z.object({
  user: z.enum(['guest', 'signed-in']).catch('guest'),
  cartCount: z.coerce.number().int().min(0).catch(0),
  wishlistCount: z.coerce.number().int().min(0).catch(0),
  theme: z
    .string()
    .transform((id) => STORY_THEMES.find((theme) => theme.id === id) ?? STORY_THEMES[0])
    .catch(STORY_THEMES[0]),
});
export type StoryGlobals = z.output<typeof storyGlobalsSchema>;

export function readStoryGlobals(globals: Record<string, unknown>): StoryGlobals {
  return storyGlobalsSchema.parse(globals);
}
