import { describe, expect, it } from 'vitest';
import type { UiConfigEntry } from '../../schemas/ui-config/entry';
import { LAYOUT_SCHEMA_VERSION, layoutMigrations, upgradeLayout } from '../../schemas/ui-config/migrations';
import { lintConfig } from '../../registry/lint-rules';

const entry = (section_name: string, config: unknown): UiConfigEntry => ({ section_name, visibility: 'Y', other_configration: JSON.stringify(config) });
const config = (e: UiConfigEntry | undefined): unknown => JSON.parse(e?.other_configration ?? 'null');

describe('layout migrations', () => {
  it('are numbered without gaps up to the current version', () => {
    const targets = layoutMigrations.map((m) => m.to).sort((a, b) => a - b);
    expect(targets).toEqual(Array.from({ length: LAYOUT_SCHEMA_VERSION - 1 }, (_, i) => i + 2));
    expect(LAYOUT_SCHEMA_VERSION).toBe(2);
  });

  it("renames a v1 carousel's collection to collection_slug and makes a text pattern a number", () => {
    const [carousel] = upgradeLayout([entry('product-carousel', { pattern: '2', title: 'Monsoon sale', source: 'collection', collection: 'monsoon-sale' })], 1);
    expect(config(carousel)).toEqual({ pattern: 2, title: 'Monsoon sale', source: 'collection', collection_slug: 'monsoon-sale' });
    expect(lintConfig([carousel], 'home')).toMatchObject({ ok: true });
  });

  it('matches section names as the engine does, and keeps a value already under the new name', () => {
    const [aliased, both] = upgradeLayout(
      [entry('Product Carousel', { pattern: 1, collection: 'a' }), entry('product-carousel', { pattern: 1, collection: 'old', collection_slug: 'new' })],
      1,
    );
    expect(config(aliased)).toEqual({ pattern: 1, collection_slug: 'a' });
    expect(config(both)).toEqual({ pattern: 1, collection_slug: 'new' });
  });

  it('leaves other sections, current layouts and unreadable entries alone', () => {
    const other = entry('hero-banner', { pattern: 1, collection: 'x' });
    const broken: UiConfigEntry = { section_name: 'product-carousel', visibility: 'Y', other_configration: '{"pattern": 1,' };
    const upgraded = upgradeLayout([other, broken], 1);
    expect(upgraded[0]).toBe(other);
    expect(upgraded[1]).toBe(broken);

    const current = entry('product-carousel', { pattern: 1, collection: 'kept-as-is' });
    expect(upgradeLayout([current], LAYOUT_SCHEMA_VERSION)).toEqual([current]);
  });

  it('is pure: the input is not changed and upgrading twice gives the same', () => {
    const input = [entry('product-carousel', { pattern: '2', collection: 'monsoon-sale' })];
    const before = JSON.stringify(input);
    const once = upgradeLayout(input, 1);
    expect(JSON.stringify(input)).toBe(before);
    expect(upgradeLayout(once, 1)).toEqual(once);
  });
});
