import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeConfigSchema } from '../../../schemas/api/shop-config';
import { tokenDeclarations, componentDeclarations, ROLE_PROPERTIES } from '../../../schemas/theme/css';
import { FONT_FAMILIES } from '../../../schemas/theme/fonts';
import { stylesheetColours, VITRINE_BRAND } from '../../../schemas/theme/schemes';
import { DEFAULT_TOKENS, themeTokensSchema } from '../../../schemas/theme/tokens';

const tokensCss = readFileSync(resolve(__dirname, '../../../src/styles/tokens.css'), 'utf8');

/** The declarations of the first rule with exactly this selector in tokens.css. */
function declared(selector: string): Map<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  const body = tokensCss.slice(start, tokensCss.indexOf('}', start));
  return new Map([...body.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

const root = declared(':root');
/** Shades tokens.css mixes from --brand: compared as formulas below, not as colours. */
const MIXED = new Set(['--brand-strong', '--brand-soft', '--brand-muted', '--focus']);

describe('theme tokens', () => {
  it('parse from {} to today’s look', () => {
    expect(themeTokensSchema.parse({})).toEqual({
      fonts: { body: 'system', heading: 'system' },
      type_scale: { xs: 0.75, sm: 0.875, md: 1, lg: 1.125, xl: 1.375, '2xl': 1.75, '3xl': 2.25 },
      density: 'regular',
      radius: { sm: 6, md: 10, lg: 16 },
      shadow: 'soft',
      button: { style: 'filled', radius: 'md', text_transform: 'none' },
      card: { style: 'border' },
    });
    expect(DEFAULT_TOKENS.schemes).toBeUndefined();
  });

  it('declare by default exactly what src/styles/tokens.css declares on :root', () => {
    for (const [property, value] of tokenDeclarations(DEFAULT_TOKENS)) expect([property, root.get(property)]).toEqual([property, value]);
    expect(root.get('--font')).toBe(FONT_FAMILIES.system.stack);
  });

  it('name the colours tokens.css declares, with its values for Vitrine’s brand', () => {
    const propertyOf = new Map(Object.entries(ROLE_PROPERTIES));
    const colours = Object.entries(stylesheetColours(VITRINE_BRAND));
    expect(colours).toHaveLength(propertyOf.size);
    for (const [role, colour] of colours) {
      const property = propertyOf.get(role) ?? `(no property for ${role})`;
      expect(root.has(property), `${property} is declared in tokens.css`).toBe(true);
      if (!MIXED.has(property)) expect([property, root.get(property)]).toEqual([property, colour]);
    }
    // The mixes stylesheetColours mirrors.
    expect(root.get('--brand-strong')).toBe('color-mix(in srgb, var(--brand) 80%, black)');
    expect(root.get('--brand-soft')).toBe('color-mix(in srgb, var(--brand) 10%, white)');
    expect(root.get('--brand-muted')).toBe('color-mix(in srgb, var(--brand) 25%, white)');
    expect(root.get('--focus')).toBe('color-mix(in srgb, var(--brand) 60%, black)');
  });

  it('declare the button and card defaults tokens.css gives every scheme', () => {
    const perScheme = declared(':root,\n[data-scheme]');
    expect(new Map(componentDeclarations(DEFAULT_TOKENS))).toEqual(perScheme);
  });

  it('refuse what a stylesheet must not hold: a colour that is not #rrggbb, an unknown font, sizes out of order', () => {
    const scheme = { ...stylesheetColours(VITRINE_BRAND), text: 'red;}body{display:none' };
    const schemes = { base: scheme, subtle: scheme, inverse: scheme, accent: scheme };
    expect(themeTokensSchema.safeParse({ schemes }).success).toBe(false);
    expect(themeTokensSchema.safeParse({ fonts: { body: 'Comic Sans' } }).success).toBe(false);
    expect(themeTokensSchema.safeParse({ type_scale: { lg: 0.8 } }).success).toBe(false);
    expect(themeTokensSchema.safeParse({ radius: { sm: 20, md: 10 } }).success).toBe(false);
    expect(themeTokensSchema.safeParse({ density: 'cosy' }).success).toBe(false);
  });

  it('are optional in a stored theme: one stored before them still parses, and one with some of them gets the rest', () => {
    const stored = { brand_name: 'Circuit Bazaar', theme_color: '#1d4ed8', favicon: '/media/favicon.svg' };
    expect(themeConfigSchema.parse(stored)).toEqual(stored);
    expect(themeConfigSchema.parse({ ...stored, tokens: { density: 'roomy' } }).tokens).toEqual({ ...DEFAULT_TOKENS, density: 'roomy' });
  });
});
