import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useT } from '../../../src/i18n/useT';
import type { Variant } from '../../../schemas/api/catalog';
import { capHint, clampQty, emiPerMonth, offerOf } from '../../../src/features/catalog/product/offer';
import { productJsonLd } from '../../../src/features/catalog/product/product-jsonld';
import { serializeJsonLd } from '../../../src/lib/json-ld';
import { attributeNames, defaultVariant, variantGroups } from '../../../src/features/catalog/product/variants';
import { keyboard, laptop } from './fixtures';

const v = (id: number, attributes: Record<string, string>, stock = 5, price = 1_000_00): Variant => ({
  id,
  label: Object.values(attributes).join(' · '),
  attributes,
  price,
  mrp: price,
  stock,
});

/** Every variant reachable by clicking chips from any starting variant. */
function reachable(variants: Variant[], start: Variant): Set<number> {
  const seen = new Set([start.id]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current) break;
    for (const group of variantGroups(variants, current)) {
      for (const option of group.options) {
        if (option.target && !seen.has(option.target.id)) {
          seen.add(option.target.id);
          queue.push(option.target);
        }
      }
    }
  }
  return seen;
}

describe('variant choice', () => {
  // A diagonal: no two variants share a value, so no single change keeps the others.
  const diagonal = [v(1, { RAM: '8 GB', Storage: '256 GB' }), v(2, { RAM: '16 GB', Storage: '512 GB' }), v(3, { RAM: '32 GB', Storage: '1 TB' })];

  it('names attributes in catalogue order and opens on the cheapest variant in stock', () => {
    expect(attributeNames(laptop.variants)).toEqual(['RAM', 'Storage']);
    const variants = [v(1, { C: 'a' }, 0, 100), v(2, { C: 'b' }, 4, 300), v(3, { C: 'c' }, 2, 200)];
    expect(defaultVariant(variants)?.id).toBe(3);
    expect(defaultVariant([v(1, { C: 'a' }, 0)])?.id).toBe(1);
    expect(defaultVariant([])).toBeNull();
  });

  it('opens on the cheapest variant when none is in stock, the price cards show for it', () => {
    const soldOut = [v(1, { C: 'a' }, 0, 300), v(2, { C: 'b' }, 0, 200), v(3, { C: 'c' }, 0, 200)];
    // Equal prices: the first in catalogue order.
    expect(defaultVariant(soldOut)?.id).toBe(2);
    expect(defaultVariant([v(1, { C: 'a' }, 3, 200), v(2, { C: 'b' }, 3, 200)])?.id).toBe(1);
  });

  it('keeps every variant reachable even when combinations are missing', () => {
    for (const start of diagonal) expect(reachable(diagonal, start)).toEqual(new Set([1, 2, 3]));
    for (const start of laptop.variants) expect(reachable(laptop.variants, start).size).toBe(laptop.variants.length);
  });

  it('offers the first attribute freely and later ones only with the choices before them', () => {
    const [ram, storage] = variantGroups(diagonal, diagonal[0] as Variant);
    expect(ram?.options.map((o) => [o.value, o.disabled])).toEqual([
      ['8 GB', false],
      ['16 GB', false],
      ['32 GB', false],
    ]);
    expect(storage?.options.map((o) => [o.value, o.disabled, o.checked])).toEqual([
      ['256 GB', false, true],
      ['512 GB', true, false],
      ['1 TB', true, false],
    ]);
    // Picking 16 GB lands on its only variant, whatever the storage was.
    expect(ram?.options[1]?.target?.id).toBe(2);
  });

  it('prefers the variant that keeps the other choices, then one in stock', () => {
    const variants = [v(1, { RAM: '8 GB', Colour: 'Black' }), v(2, { RAM: '16 GB', Colour: 'Silver' }, 0), v(3, { RAM: '16 GB', Colour: 'Black' })];
    const [ram] = variantGroups(variants, variants[0] as Variant);
    expect(ram?.options[1]?.target?.id).toBe(3);
    expect(ram?.options[1]?.outOfStock).toBe(false);
  });
});

describe('offer', () => {
  it('caps the quantity at the order limit or the stock, whichever is lower', () => {
    const chosen = laptop.variants[0] ?? null;
    // The hint is worded by the page's messages: English outside a provider.
    const t = renderHook(() => useT()).result.current;
    expect(offerOf(laptop, chosen)).toMatchObject({ price: 6_499_000, stock: 9, maxQty: 2, capReason: 'order-limit' });
    expect(capHint(offerOf(laptop, chosen), t)).toBe('Max 2 per order');
    expect(offerOf(keyboard, null)).toMatchObject({ maxQty: 3, capReason: 'stock' });
    expect(capHint(offerOf(keyboard, null), t)).toBe('Only 3 left');
    expect(offerOf(laptop, laptop.variants[2] ?? null).maxQty).toBe(0);
  });

  it('clamps typed quantities into 1..max', () => {
    const offer = offerOf(keyboard, null);
    expect([clampQty(0, offer), clampQty(2, offer), clampQty(99, offer), clampQty(Number.NaN, offer)]).toEqual([1, 2, 3, 1]);
  });

  it('offers EMI only above ₹5,000, rounded up to the rupee', () => {
    expect(emiPerMonth(5_000_00, 6)).toBeNull();
    expect(emiPerMonth(5_000_01, 6)).toBe(83_400);
    expect(emiPerMonth(6_000_000, 6)).toBe(1_000_000);
    expect(emiPerMonth(6_000_000, 0)).toBeNull();
  });
});

describe('JSON-LD', () => {
  it('escapes < so product text cannot close the script element', () => {
    const hostile = { ...keyboard, title: 'Keyboard</script><script>alert(1)</script>' };
    const text = serializeJsonLd(productJsonLd(hostile, null, 'https://shop.example'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ name: hostile.title });
  });

  it('gives absolute picture and offer URLs from the origin', () => {
    const data = productJsonLd(keyboard, null, 'https://shop.example');
    expect(data).toMatchObject({
      image: ['https://shop.example/media/catalog/product-205-1.svg'],
      offers: { url: 'https://shop.example/product/205/keychron-k2-wireless-keyboard', price: '4499.00' },
    });
  });
});
