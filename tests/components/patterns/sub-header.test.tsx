import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subHeader } from '../../../registry/sub-header';
import { patternOf, renderPattern } from './render-pattern';

const strip = patternOf(subHeader, 1);

describe('sub-header 1: tab strip', () => {
  it('shows the fallback tabs when the menu has no sub-header items', async () => {
    await renderPattern(strip, { path: '/product/hot-deals' });
    const nav = screen.getByRole('navigation', { name: 'Shop sections' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Home', 'All products', 'Hot deals', 'Best sellers', 'New arrivals', 'Gift cards', 'Support']);
    expect(within(nav).getByRole('link', { name: 'Hot deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("uses the menu's sub-header items, and only those", async () => {
    await renderPattern(strip, {
      menu: [
        { label: 'Laptops', href: '/category/laptops/1', placement: 'sub-header', icon: 'grid' },
        { label: 'Wallet', href: '/wallet', placement: 'sub-header', icon: 'wallet', module: 'wallet' },
        { label: 'Desktops', href: '/category/desktops/2', placement: 'main' },
      ],
      modules: [{ module_name: 'Wallet', status: 'N' }],
    });
    const nav = screen.getByRole('navigation', { name: 'Shop sections' });
    expect(within(nav).getAllByRole('link').map((t) => t.textContent)).toEqual(['Laptops']);
  });

  it('can leave the icons out', async () => {
    const { container } = await renderPattern(strip, { config: { show_icons: false } });
    expect(screen.getByRole('link', { name: 'Gift cards' })).toBeInTheDocument();
    expect(container.querySelector('nav svg')).toBeNull();
  });
});
