import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { POLICY_NOT_FOUND } from '../../../schemas/api/content';
import PolicyPage from '../../../src/features/content/PolicyPage';
import { renderShop } from '../cart/harness';
import { renderApp, testBootstrap } from '../app/render-app';
import { FakeApi, ok, refuse } from './fake-api';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on('GET', 'website/policies/3', () =>
      ok({
        id: 3,
        slug: 'shipping-policy',
        title: 'Shipping policy',
        updated_at: '2026-11-02T06:30:00.000Z',
        body: [
          { kind: 'heading', text: 'Delivery times' },
          { kind: 'paragraph', text: '<b>Metro</b> cities: 2 to 4 working days.' },
          { kind: 'list', items: ['Free on orders of ₹499 and above', '₹49 below that'] },
        ],
      }),
    )
    .on('GET', 'website/policies/99', () => refuse(404, POLICY_NOT_FOUND));
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const policyRoutes = (
  <Routes>
    <Route path="/policy/:id/:slug_name" element={<PolicyPage />} />
  </Routes>
);

describe('/policy/{id}/{slug_name}', () => {
  it('shows the title, the date it was updated and its blocks as plain text', async () => {
    renderShop(policyRoutes, { path: '/policy/3/shipping-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated on 2 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery times' })).toBeInTheDocument();
    // Markup in a policy is shown, never run.
    expect(screen.getByText('<b>Metro</b> cities: 2 to 4 working days.')).toBeInTheDocument();
    expect(screen.getByText('Free on orders of ₹499 and above').tagName).toBe('LI');
    expect(screen.getByText('₹49 below that').tagName).toBe('LI');
  });

  it('shows a not-found state for an unknown or malformed id', async () => {
    renderShop(policyRoutes, { path: '/policy/99/anything' });
    expect(await screen.findByRole('heading', { name: "We couldn't find this policy" })).toBeInTheDocument();
  });

  it('does not call the server for an id that is not a number', () => {
    renderShop(policyRoutes, { path: '/policy/privacy/privacy' });
    expect(screen.getByRole('heading', { name: "We couldn't find this policy" })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('website/policies'))).toHaveLength(0);
  });
});

describe('/profile', () => {
  it('links to the video, photo, social, review and map pages and a wa.me/91 chat, with the credit footer', async () => {
    renderApp(
      '/profile',
      testBootstrap({
        business: {
          brand_logo: '',
          youtube_url: 'https://www.youtube.com/@testshop',
          instagram_url: 'https://www.instagram.com/testshop',
          facebook_url: 'https://www.facebook.com/testshop',
          phone_number: '98765 43210',
          email: 'help@test.example',
          address: '',
          review_url: 'https://g.page/r/testshop/review',
          map_url: 'https://www.google.com/maps/search/?api=1&query=18.44766,73.8262',
          gstin: '',
        },
      }),
    );
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/YouTube/)).toBe('https://www.youtube.com/@testshop');
    expect(await link(/Instagram/)).toBe('https://www.instagram.com/testshop');
    expect(await link(/Facebook/)).toBe('https://www.facebook.com/testshop');
    expect(await link(/Rate us/)).toBe('https://g.page/r/testshop/review');
    expect(await link(/Find our store/)).toBe('https://www.google.com/maps/search/?api=1&query=18.44766,73.8262');
    expect(await link(/WhatsApp/)).toBe('https://wa.me/919876543210');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Designed and developed by/);
  });
});
