import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import GiftCardsPage from '../../../src/features/gift-cards/GiftCardsPage';
import { renderShop } from '../cart/harness';
import { fakeServer } from './fake-gift-card-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gift card designs', () => {
  it('draws each design as a card with its own artwork and the shop\'s name, and says its name and price once', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch);
    renderShop(<GiftCardsPage />, { path: '/gift-card' });
    const diwali = await screen.findByRole('link', { name: 'Diwali ₹500 – ₹1,00,000' });
    const tech = screen.getByRole('link', { name: 'Tech lover ₹500 – ₹1,00,000' });
    expect(diwali).toHaveAttribute('href', '/gift-card/1/diwali');

    for (const [tile, name] of [
      [diwali, 'Diwali'],
      [tech, 'Tech lover'],
    ] as const) {
      // Once each, picture and all: the card's own text is the brand, not a second caption.
      expect(within(tile).getAllByText(name)).toHaveLength(1);
      expect(within(tile).getAllByText(/₹500/)).toHaveLength(1);
      expect(within(tile).getByText('Gift card')).toBeInTheDocument();
      expect(within(tile).getByRole('heading', { level: 2, name })).toBeInTheDocument();
      // Real artwork, not an empty gradient.
      expect(tile.querySelector('svg')?.querySelectorAll('path, circle, ellipse, rect').length).toBeGreaterThan(8);
    }
    // Each occasion its own picture.
    const art = (tile: HTMLElement) => tile.querySelector('svg')?.innerHTML ?? '';
    expect(art(diwali)).not.toBe(art(tech));
  });
});
