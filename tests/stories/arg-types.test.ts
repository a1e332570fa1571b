import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argTypesFor } from '../../stories/support/arg-types';

describe('controls derived from a pattern schema', () => {
  const schema = z.object({
    title: z.string().default('Sale').describe('Headline'),
    count: z.number().int().min(2).max(30).default(5),
    ratio: z.number().default(0.5),
    sticky: z.boolean().default(true),
    tone: z.enum(['brand', 'dark']).default('brand'),
    accent: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#1d4ed8'),
    accent_lower: z.string().regex(/^#[0-9a-f]{6}$/i).default('#1d4ed8'),
    code: z.string().regex(/^[A-Z]{3}$/).default('ABC'),
    href: z.union([z.literal(''), z.string().regex(/^\//)]).default(''),
    size: z.union([z.literal('s'), z.literal('m')]).default('s'),
    links: z.array(z.object({ label: z.string() })).default([]),
    cta: z.object({ label: z.string() }).default({ label: 'Go' }),
    note: z.string().nullable().default(null),
    ends_at: z.iso.datetime({ offset: true }).default('2026-12-31T23:59:59+05:30'),
  });
  const argTypes = argTypesFor(schema);

  it.each([
    ['title', 'text'],
    ['ratio', { type: 'number' }],
    ['sticky', 'boolean'],
    ['accent', 'color'],
    ['accent_lower', 'color'],
    ['code', 'text'],
    ['href', 'text'],
    ['links', 'object'],
    ['cta', 'object'],
    ['note', 'text'],
    ['ends_at', 'text'],
  ])('%s gets control %j', (name, control) => {
    expect(argTypes[name]?.control).toEqual(control);
  });

  it('gives integers their bounds and a step of 1', () => {
    expect(argTypes.count?.control).toEqual({ type: 'number', min: 2, max: 30, step: 1 });
  });

  it('offers enums and literal unions as a select', () => {
    expect(argTypes.tone).toMatchObject({ control: 'select', options: ['brand', 'dark'] });
    expect(argTypes.size).toMatchObject({ control: 'select', options: ['s', 'm'] });
  });

  it('carries descriptions and defaults into the controls table', () => {
    expect(argTypes.title).toMatchObject({ description: 'Headline', table: { defaultValue: { summary: '"Sale"' } } });
  });

  it('covers every prop', () => {
    expect(Object.keys(argTypes)).toEqual(Object.keys(schema.shape));
  });
});
