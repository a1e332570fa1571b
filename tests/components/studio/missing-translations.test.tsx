import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MissingTranslations } from '../../../src/studio/layout/MissingTranslations';
import { missingTranslations } from '../../../src/studio/layout/missing-translations';
import { rowsFromDocument } from '../../../src/studio/layout/rows';

const rows = rowsFromDocument([
  // Title and subtitle in Hindi; the pattern's own 'View all' is not.
  { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, title: 'Best sellers', subtitle: 'This week', source: 'best_seller', translations: { 'hi-IN': { title: 'बेस्ट सेलर', subtitle: 'इस हफ़्ते' } } }) },
  { section_name: 'category-grid', visibility: 'Y', other_configration: JSON.stringify({ pattern: 2, title: 'Shop by category', translations: { 'hi-IN': { title: 'कैटेगरी' } } }) },
  // Hidden: shoppers read none of it, so it counts for nothing.
  { section_name: 'category-grid', visibility: 'N', other_configration: JSON.stringify({ pattern: 1, title: 'Explore' }) },
]);

describe('what a page still lacks in Hindi', () => {
  it('counts the shown sections’ texts, defaults included, and lists the sections with gaps', () => {
    const [hindi] = missingTranslations('home', rows);
    expect(hindi?.locale).toBe('hi-IN');
    expect(hindi?.total).toBe(4);
    expect(hindi?.missing).toBe(1);
    expect(hindi?.sections).toEqual([{ rowId: rows[0]?.id, missing: 1, total: 3 }]);
  });

  it('says so in the studio, and opens the section to translate', async () => {
    const onSelect = vi.fn();
    render(<MissingTranslations scope="home" rows={rows} onSelect={onSelect} />);
    const list = screen.getByRole('region', { name: 'Translations' });
    expect(list).toHaveTextContent('हिन्दी: 1 of 4 texts not translated; shoppers see the English.');
    await userEvent.click(screen.getByRole('button', { name: /Best sellers/ }));
    expect(onSelect).toHaveBeenCalledWith(rows[0]?.id);
  });
});
