import type { JSXElementConstructor, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import ProductListingPage from '../../../src/features/catalog/ProductListingPage';
import CollectionsPage from '../../../src/features/catalog/CollectionsPage';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { shopRegistry } from '../../../registry';

/** Where the router is, so a test can read what a control did to the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{pathname + search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function ProductPageProbe() {
  return <h1>Product page</h1>;
}

/** The listing routes as the app declares them, with a fresh SWR cache and jotai store; `wrapper` goes around it all (a locale's provider). */
export function renderListing(path: string, wrapper?: JSXElementConstructor<{ children: ReactNode }>) {
  const store = createStore();
  const utils = render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <EngineRegistryProvider registry={shopRegistry}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/products" element={<ProductListingPage />} />
              <Route path="/category/:categoryTitle/:categoryId" element={<ProductListingPage />} />
              <Route path="/product/hot-deals" element={<ProductListingPage />} />
              <Route path="/product/best-seller" element={<ProductListingPage />} />
              <Route path="/new-arrivals" element={<ProductListingPage />} />
              <Route path="/collection" element={<CollectionsPage />} />
              <Route path="/product/:id/:name" element={<ProductPageProbe />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </EngineRegistryProvider>
      </SWRConfig>
    </Provider>,
    { wrapper },
  );
  return { ...utils, store };
}
