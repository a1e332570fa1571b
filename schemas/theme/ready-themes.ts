import { VITRINE_BRAND } from './schemes';
import { themeTokensSchema, type ThemeTokens } from './tokens';

/**
 * The themes the shop ships ready to use: today's look, a dark one and a
 * festive one. Each is a theme colour (the browser's toolbar, the shared
 * logo art) and its tokens; every text and background pair of every scheme
 * passes WCAG AA (tests/unit/theme/contrast.test.ts checks them all).
 */
export interface ReadyTheme {
  id: 'vitrine' | 'midnight' | 'marigold';
  label: string;
  description: string;
  theme_color: string;
  tokens: ThemeTokens;
}

export const READY_THEMES: readonly ReadyTheme[] = [
  {
    id: 'vitrine',
    label: 'Vitrine',
    description: 'The shop as it ships: white cards on a light grey page, one brand colour for buttons and links.',
    theme_color: VITRINE_BRAND,
    // No schemes of its own: they follow the theme colour, as before tokens.
    tokens: themeTokensSchema.parse({}),
  },
  {
    id: 'midnight',
    label: 'Midnight',
    description: 'Dark: light text on slate in Inter, a bright blue accent, flat cards with hairline borders.',
    theme_color: '#6b9bff',
    tokens: themeTokensSchema.parse({
      schemes: {
        base: {
          background: '#161a22',
          background_2: '#0e1117',
          text: '#e9ecf2',
          text_2: '#c3c9d5',
          muted: '#9aa3b2',
          border: '#2b313d',
          accent: '#6b9bff',
          on_accent: '#0b0e14',
          highlight: '#ffb547',
          success: '#46c28e',
          danger: '#ff7a7a',
          inverse_background: '#e9ecf2',
          inverse_text: '#14171f',
          inverse_muted: '#454c5a',
        },
        subtle: {
          background: '#1e2431',
          background_2: '#161a22',
          text: '#e9ecf2',
          text_2: '#c3c9d5',
          muted: '#a0a9b8',
          border: '#343c4c',
          accent: '#6b9bff',
          on_accent: '#0b0e14',
          highlight: '#ffb547',
          success: '#4fc996',
          danger: '#ff8585',
          inverse_background: '#e9ecf2',
          inverse_text: '#14171f',
          inverse_muted: '#454c5a',
        },
        inverse: {
          background: '#ffffff',
          background_2: '#f5f6f9',
          text: '#14171f',
          text_2: '#424857',
          muted: '#5b6270',
          border: '#e4e7ee',
          accent: '#0b5fff',
          on_accent: '#ffffff',
          highlight: '#ff9f1c',
          success: '#12805c',
          danger: '#c62828',
          inverse_background: '#161a22',
          inverse_text: '#e9ecf2',
          inverse_muted: '#9aa3b2',
        },
        accent: {
          background: '#6b9bff',
          background_2: '#7ea8ff',
          text: '#0b0e14',
          text_2: '#0b0e14',
          muted: '#161d2c',
          border: '#3f63ad',
          accent: '#0b0e14',
          on_accent: '#e9ecf2',
          highlight: '#ffb547',
          success: '#05301c',
          danger: '#4a0606',
          inverse_background: '#0b0e14',
          inverse_text: '#e9ecf2',
          inverse_muted: '#9aa3b2',
        },
      },
      fonts: { body: 'inter', heading: 'inter' },
      shadow: 'none',
      card: { style: 'border' },
    }),
  },
  {
    id: 'marigold',
    label: 'Marigold',
    description: 'Festive, for Diwali: maroon and marigold on warm cream, Mukta with serif headings, rounder corners and pill buttons.',
    theme_color: '#8a1538',
    tokens: themeTokensSchema.parse({
      schemes: {
        base: {
          background: '#fffaf0',
          background_2: '#fbefd9',
          text: '#2b0a10',
          text_2: '#55202a',
          muted: '#6b3a40',
          border: '#ead4b0',
          accent: '#8a1538',
          on_accent: '#fff6e0',
          highlight: '#f59e0b',
          success: '#17663a',
          danger: '#b42318',
          inverse_background: '#4a0b1c',
          inverse_text: '#ffecc2',
          inverse_muted: '#f2c98a',
        },
        subtle: {
          background: '#fff0c9',
          background_2: '#ffe6a8',
          text: '#2b0a10',
          text_2: '#55202a',
          muted: '#663237',
          border: '#f0cf7f',
          accent: '#8a1538',
          on_accent: '#fff6e0',
          highlight: '#c2410c',
          success: '#135c33',
          danger: '#a11f15',
          inverse_background: '#4a0b1c',
          inverse_text: '#ffecc2',
          inverse_muted: '#f2c98a',
        },
        inverse: {
          background: '#5c0f24',
          background_2: '#4a0b1c',
          text: '#fff3d6',
          text_2: '#ffe2a8',
          muted: '#f2c98a',
          border: '#7d2a3f',
          accent: '#ffb627',
          on_accent: '#3a0714',
          highlight: '#ffd166',
          success: '#8fe0a8',
          danger: '#ffb4a8',
          inverse_background: '#fffaf0',
          inverse_text: '#2b0a10',
          inverse_muted: '#6b3a40',
        },
        accent: {
          background: '#f5a300',
          background_2: '#ffb627',
          text: '#3a0714',
          text_2: '#3a0714',
          muted: '#4f1020',
          border: '#b87800',
          accent: '#5c0f24',
          on_accent: '#fff3d6',
          highlight: '#fff3d6',
          success: '#0b3d20',
          danger: '#5c0a06',
          inverse_background: '#3a0714',
          inverse_text: '#fff3d6',
          inverse_muted: '#f2c98a',
        },
      },
      // Mukta draws Devanagari too: a Diwali greeting in Hindi reads in the same voice as the prices.
      fonts: { body: 'mukta', heading: 'serif' },
      radius: { sm: 8, md: 14, lg: 22 },
      button: { radius: 'pill' },
      card: { style: 'shadow' },
    }),
  },
];
