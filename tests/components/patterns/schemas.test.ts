import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promotionalHeader } from '../../../registry/promotional-header';
import { subHeader } from '../../../registry/sub-header';
import { header } from '../../../registry/header';
import { footer } from '../../../registry/footer';
import { examplesOf } from '../../../registry/examples';

const cases = [promotionalHeader, subHeader, header, footer].flatMap((section) =>
  Object.entries(section.patterns).map(([n, def]) => [`${section.name} ${n}`, def, examplesOf(section.name, Number(n))] as const),
);

describe.each(cases)('%s props schema', (_name, def, examples) => {
  it('fills every prop from {} and parses its own output to the same value', () => {
    const once = def.schema.parse({});
    expect(def.schema.parse(once)).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
  });

  it('accepts its examples', () => {
    for (const example of Object.values(examples)) expect(def.schema.safeParse(example).success).toBe(true);
  });

  it('describes itself as JSON Schema (no transforms) for the config editor', () => {
    expect(() => z.toJSONSchema(def.schema, { io: 'input' })).not.toThrow();
  });

  it('reserves a skeleton height for phones and desktops', () => {
    expect(def.skeleton.mobile).toBeGreaterThan(0);
    expect(def.skeleton.desktop).toBeGreaterThan(0);
  });
});

it('rejects links that would leave the shop', () => {
  const def = promotionalHeader.patterns[1];
  expect(def?.schema.safeParse({ link_href: 'https://evil.example' }).success).toBe(false);
  expect(def?.schema.safeParse({ link_href: '//evil.example' }).success).toBe(false);
  expect(def?.schema.safeParse({ link_href: '' }).success).toBe(true);
});
