import type { JSXElementConstructor, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PatternDefinition, SectionDefinition } from '../../../registry/types';
import type { BusinessDetails, ModuleEntry, ThemeConfig } from '../../../schemas/api/shop-config';
import type { MenuItem } from '../../../schemas/menu';
import { cartCountAtom, userAtom, wishlistCountAtom, type StoredUser } from '../../../src/state/session';

type MenuInput = Pick<MenuItem, 'label' | 'href'> & Partial<Pick<MenuItem, 'icon' | 'placement' | 'module'>>;

export interface PatternWorld {
  config?: Record<string, unknown>;
  theme?: Partial<ThemeConfig>;
  business?: Partial<BusinessDetails>;
  modules?: ModuleEntry[];
  menu?: MenuInput[];
  user?: StoredUser | null;
  cartCount?: number;
  wishlistCount?: number;
  path?: string;
  /** More API answers by path, e.g. the catalogue fixtures (catalogFallback()). */
  swr?: Record<string, unknown>;
  /** Around it all, e.g. a Hindi I18nProvider; English without one. */
  wrapper?: JSXElementConstructor<{ children: ReactNode }>;
}

/** Menu entries exactly as the API serves them: JSON inside other_configration. */
export function menuEntries(items: readonly MenuInput[]) {
  return items.map((item) => ({
    section_name: 'menu-item',
    visibility: 'Y',
    other_configration: JSON.stringify({ icon: 'none', placement: 'main', ...item }),
  }));
}

export const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };

/** A registered pattern, failing loudly if the section lost it. */
export function patternOf(section: SectionDefinition, n: number): PatternDefinition {
  const pattern = section.patterns[n];
  if (!pattern) throw new Error(`${section.name} has no pattern ${n}`);
  return pattern;
}

/** Shows where the router is, so a test can check where a link or form led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname + search}
    </span>
  );
}

/**
 * Renders a registered pattern as the engine does (load, then the bound
 * component parses its config), inside the app's providers with the config
 * calls answered from SWR's fallback, so nothing touches the network.
 */
export async function renderPattern(definition: PatternDefinition, world: PatternWorld = {}) {
  const store = createStore();
  store.set(userAtom, world.user ?? null);
  store.set(cartCountAtom, world.cartCount ?? 0);
  store.set(wishlistCountAtom, world.wishlistCount ?? 0);
  const fallback = {
    ...world.swr,
    'website/theme-config': { brand_name: 'Lakshmi Computers', theme_color: '#0b5fff', favicon: '/media/favicon.svg', ...world.theme },
    'website/business-details': {
      brand_logo: '',
      youtube_url: '',
      instagram_url: '',
      facebook_url: '',
      phone_number: '',
      email: '',
      address: '',
      review_url: '',
      map_url: '',
      gstin: '',
      ...world.business,
    },
    'admin/configuration': world.modules ?? [],
    'website/app-ui-configurations/website-page/menu': menuEntries(world.menu ?? []),
  };
  const Bound = await definition.load();
  const utils = render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), fallback, isPaused: () => true }}>
        <MemoryRouter initialEntries={[world.path ?? '/']}>
          <Bound config={world.config ?? {}} />
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </Provider>,
    { wrapper: world.wrapper },
  );
  return { ...utils, store };
}
