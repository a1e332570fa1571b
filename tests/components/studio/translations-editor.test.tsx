import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sectionRegistry } from '../../../registry';
import { TranslationsEditor } from '../../../src/studio/layout/TranslationsEditor';
import { translatableTexts } from '../../../src/studio/layout/translatable-fields';
import { withWords, wordsAt } from '../../../src/studio/layout/translation-overlay';
import { validateRows } from '../../../src/studio/layout/validate-rows';
import { rowsFromDocument } from '../../../src/studio/layout/rows';

const heroSchema = sectionRegistry['hero-banner']?.patterns[1]?.schema;
const carouselSchema = sectionRegistry['product-carousel']?.patterns[1]?.schema;
if (!heroSchema || !carouselSchema) throw new Error('the registry has no hero-banner 1 or product-carousel 1');

const carousel = { title: 'Best sellers', subtitle: 'What shoppers across India are buying this week', source: 'best_seller' };

function Editor({ initial }: { initial?: Record<string, unknown> }) {
  const [value, setValue] = useState<Record<string, unknown> | undefined>(initial);
  return (
    <>
      <TranslationsEditor schema={carouselSchema!} props={carousel} section="product-carousel" value={value} errors={{}} onChange={setValue} />
      <output data-testid="stored">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

describe('the studio’s translations, side by side with the English', () => {
  it('offers the words of a section, not its links, pictures or choices, nested lists included', () => {
    const slides = [
      { eyebrow: 'Ends 31 December', title: 'Year-End Tech Sale', subtitle: 'Laptops', cta: { label: 'Shop deals', href: '/product/hot-deals' }, tone: 'dark', illustration: 'laptop' },
    ];
    const texts = translatableTexts(heroSchema!, { label: 'Featured offers', slides }, 'hero-banner').map((t) => t.path.join('.'));
    expect(texts).toContain('slides.0.title');
    expect(texts).toContain('slides.0.cta.label');
    expect(texts).not.toContain('slides.0.cta.href');
    expect(texts).not.toContain('slides.0.tone');
    expect(translatableTexts(carouselSchema!, carousel, 'product-carousel').map((t) => t.path.join('.'))).toEqual(['title', 'subtitle']);
  });

  it('shows each English text with a Hindi field, counts what is missing, and stores only what was typed', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const hindi = screen.getByRole('group', { name: /हिन्दी words/ });
    // The pattern's own English counts too: 'View all' is its default, not stored on the entry.
    expect(within(hindi).getByText('3 of 3 texts not translated: shoppers see the English there.')).toBeInTheDocument();
    expect(within(hindi).getByRole('textbox', { name: 'View all label in Hindi' })).toHaveAccessibleDescription('English: View all');
    const title = within(hindi).getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveAccessibleDescription('English: Best sellers');
    expect(title).toHaveAttribute('lang', 'hi-IN');
    await user.type(title, 'बेस्ट सेलर');
    expect(within(hindi).getByText('2 of 3 texts not translated: shoppers see the English there.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('stored').textContent ?? '')).toEqual({ 'hi-IN': { title: 'बेस्ट सेलर' } });
    await user.clear(title);
    expect(screen.getByTestId('stored')).toHaveTextContent('null');
  });

  it('writes and reads words at a place in a list, keeping the places before it empty', () => {
    const stored = withWords(undefined, 'hi-IN', ['slides', '1', 'title'], 'दूसरी स्लाइड');
    expect(stored).toEqual({ 'hi-IN': { slides: [{}, { title: 'दूसरी स्लाइड' }] } });
    expect(wordsAt(stored, 'hi-IN', ['slides', '1', 'title'])).toBe('दूसरी स्लाइड');
    expect(withWords(stored, 'hi-IN', ['slides', '1', 'title'], '')).toBeUndefined();
  });

  it('refuses, before the draft is sent, words over nothing and words that break the rules', () => {
    const [row] = rowsFromDocument([
      // Pattern 2's highlight label is at most 24 characters.
      { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 2, ...carousel, highlight_label: 'Deal of the day', translations: { 'hi-IN': { highlight_label: 'आज की सबसे बड़ी और सबसे अच्छी डील', colour: 'लाल' } } }) },
    ]);
    if (!row) throw new Error('no row');
    const errors = validateRows('home', [row])[row.id] ?? {};
    expect(Object.keys(errors).sort()).toEqual(['translations.hi-IN.colour', 'translations.hi-IN.highlight_label']);
  });
});
