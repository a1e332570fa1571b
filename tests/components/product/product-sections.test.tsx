import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productDetails } from '../../../registry/product-details';
import { relatedProducts } from '../../../registry/related-products';
import { scopeSections, sectionRegistry } from '../../../registry';
import { examplesOf } from '../../../registry/examples';

const cases = [productDetails, relatedProducts].flatMap((section) =>
  Object.entries(section.patterns).map(([n, def]) => [`${section.name} ${n}`, def, examplesOf(section.name, Number(n))] as const),
);

describe.each(cases)('%s props schema', (_name, def, examples) => {
  it('fills every prop from {}, accepts its examples and describes itself as JSON Schema', () => {
    const once = def.schema.parse({});
    expect(def.schema.parse(once)).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
    for (const example of Object.values(examples)) expect(def.schema.safeParse(example).success).toBe(true);
    expect(() => z.toJSONSchema(def.schema, { io: 'input' })).not.toThrow();
    expect(def.skeleton.mobile).toBeGreaterThan(0);
    expect(def.skeleton.desktop).toBeGreaterThan(0);
  });
});

describe('registration', () => {
  it('registers both sections for the product page only', () => {
    expect(sectionRegistry['product-details']).toBe(productDetails);
    expect(sectionRegistry['related-products']).toBe(relatedProducts);
    for (const [scope, names] of Object.entries(scopeSections)) {
      const here = names.includes('product-details') || names.includes('related-products');
      expect(here, scope).toBe(scope === 'products-details');
    }
  });

  it('refuses out-of-range numbers and unknown icons', () => {
    expect(productDetails.patterns[1]?.schema.safeParse({ emi_months: 36 }).success).toBe(false);
    expect(productDetails.patterns[2]?.schema.safeParse({ pictures_across: 6 }).success).toBe(false);
    expect(productDetails.patterns[1]?.schema.safeParse({ delivery_lines: [{ icon: 'rocket', text: 'Fast' }] }).success).toBe(false);
    expect(relatedProducts.patterns[2]?.schema.safeParse({ columns: 7 }).success).toBe(false);
  });
});
