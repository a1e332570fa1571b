import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/providers/AppProviders';
import { shopRegistry } from '../../../registry';
import { AppRoutes } from '../../../src/app/routes/AppRoutes';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import { bootstrapSchema } from '../../../schemas/api/shop-config';

const menuItem = (label: string, href: string, placement: string, extra: Record<string, unknown> = {}) => ({
  section_name: 'menu-item',
  visibility: 'Y',
  other_configration: JSON.stringify({ label, href, placement, ...extra }),
});

const shellEntry = (section_name: string, pattern: number, visibility = 'Y') => ({
  section_name,
  visibility,
  other_configration: JSON.stringify({ pattern }),
});

/** A small shop: what the server would inline, so no test needs the network. */
export function testBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return bootstrapSchema.parse({
    theme: { brand_name: 'Test Electronics', theme_color: '#0b5fff', favicon: '/media/favicon.svg' },
    business: {
      brand_logo: '',
      phone_number: '9876543210',
      youtube_url: 'https://youtube.example/test',
      instagram_url: 'https://instagram.example/test',
      facebook_url: '',
      email: 'help@test.example',
    },
    modules: [
      { module_name: 'Wallet', status: 'N' },
      { module_name: 'wishlist', status: 'Y' },
    ],
    shell: [shellEntry('promotinal-header', 1), shellEntry('header', 1), shellEntry('footer', 1)],
    menu: [menuItem('Home', '/', 'bottom-tab', { icon: 'home' }), menuItem('Wallet', '/wallet', 'bottom-tab', { icon: 'wallet', module: 'wallet' }), menuItem('Laptops', '/category/laptops/1', 'main')],
    pages: {},
    ...overrides,
  });
}

/** Renders the real app (shell, router, providers) at a path, with no fetching. */
export function renderApp(path: string, bootstrap: Bootstrap = testBootstrap()) {
  const utils = render(
    <AppProviders registry={shopRegistry} bootstrap={bootstrap} swr={{ provider: () => new Map(), isPaused: () => true }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return utils;
}
