import { describe, expect, it } from 'vitest';
import { duplicateRow, rowsFromDocument, rowsToDocument } from '../../../src/studio/layout/rows';

const hindi = { 'hi-IN': { title: 'बेस्ट सेलर' } };
const stored = [
  { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, title: 'Best sellers', source: 'best_seller', translations: hindi }) },
  { section_name: 'menu-item', visibility: 'Y', other_configration: JSON.stringify({ label: 'Laptops', href: '/category/laptops/1', translations: { 'hi-IN': { label: 'लैपटॉप' } } }) },
];

describe('a layout’s translations in the studio', () => {
  it('are kept apart from the props the form edits, and saved back with an edited English', () => {
    const rows = rowsFromDocument(stored);
    expect(rows[0]?.props).toEqual({ title: 'Best sellers', source: 'best_seller' });
    const edited = rows.map((row, i) => (i === 0 ? { ...row, props: { ...row.props, title: 'Top sellers' } } : row));
    const saved = rowsToDocument(edited).map((e) => JSON.parse(e.other_configration) as unknown);
    expect(saved).toEqual([
      { pattern: 1, title: 'Top sellers', source: 'best_seller', translations: hindi },
      { label: 'Laptops', href: '/category/laptops/1', translations: { 'hi-IN': { label: 'लैपटॉप' } } },
    ]);
  });

  it('travel with a duplicated section, as a copy of their own', () => {
    const rows = duplicateRow(rowsFromDocument(stored), 0);
    expect(rows[1]?.translations).toEqual(hindi);
    expect(rows[1]?.translations).not.toBe(rows[0]?.translations);
  });
});
