import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDENTITY_MESSAGES } from '../../../schemas/api/identity';
import { STOCK_ALERT_MESSAGES, type StockAlertState } from '../../../schemas/api/stock-alerts';
import { NotifyMe } from '../../../src/features/stock-alerts/NotifyMe';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { FakeApi, ok, refuse } from '../content/fake-api';

const PRODUCT = 205;
const VARIANT = 2051;
const meera: StoredUser = { id: 7, fname: 'Meera', lname: 'Iyer', email: 'meera@example.in', mobile: '', referral_code: 'MEERA7', providers: ['password'] };
const byPhone: StoredUser = { id: 8, fname: 'Dev', lname: '', email: '', mobile: '9876543210', referral_code: 'DEV8', providers: ['phone'] };

const alert = (email: string) => ({ id: 41, product_id: PRODUCT, variant_id: VARIANT, email, created_at: '2026-11-24T10:00:00.000Z' });
const state = (s: StockAlertState) => ok(s);

let api: FakeApi;
/** Resolves the pending POST: the button shows its spinner until then. */
let releasePost: () => void = () => undefined;

function serve(initial: StockAlertState) {
  api = new FakeApi()
    .on('GET', 'website/stock-alerts', () => state(initial))
    .on('POST', 'website/stock-alerts', (r) => {
      const email = r.form.get('email') ?? initial.email;
      return { status: 201, body: { status: true, message: STOCK_ALERT_MESSAGES.subscribed(email), data: { alert: alert(email), email } } };
    })
    .on('DELETE', 'website/stock-alerts/41', () => state({ alert: null, email: initial.email }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST') await new Promise<void>((resolve) => (releasePost = resolve));
    return api.fetch(input, init);
  });
}

const posts = () => api.requests.filter((r) => r.method === 'POST');
const axeClean = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id);

beforeEach(() => {
  releasePost = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotifyMe', () => {
  it('gives a guest a labelled e-mail form, checked with the shared schema before anything is sent', async () => {
    serve({ alert: null, email: '' });
    const { container } = renderShop(<NotifyMe productId={PRODUCT} variantId={VARIANT} />, { path: '/product/205/x' });
    const form = await screen.findByRole('form', { name: 'Notify me when back in stock' });
    expect(await axeClean(container)).toEqual([]);
    // The state was asked for this product and variant.
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: 'website/stock-alerts' });
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toEqual({ product_id: String(PRODUCT), variant_id: String(VARIANT) });

    const field = screen.getByLabelText('Your e-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(field).toHaveAccessibleDescription(IDENTITY_MESSAGES.emailRequired);
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'asha@example' } });
    fireEvent.submit(form);
    expect(field).toHaveAccessibleDescription(IDENTITY_MESSAGES.emailFormat);
    expect(posts()).toEqual([]);
    expect(screen.queryByLabelText(/Save this e-mail/)).toBeNull();
    expect(await axeClean(container)).toEqual([]);
  });

  it('sends a guest’s address, shows the spinner while it goes, then where the e-mail will go', async () => {
    serve({ alert: null, email: '' });
    const { container } = renderShop(<NotifyMe productId={PRODUCT} variantId={VARIANT} />, { path: '/product/205/x' });
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: '  Asha.Rao@Example.IN ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeDisabled();
    releasePost();

    const done = await screen.findByText('We’ll e-mail you at asha.rao@example.in when it’s back.');
    await waitFor(() => expect(done.closest('[data-done]')).toHaveFocus());
    expect(Object.fromEntries(posts()[0]?.form ?? [])).toEqual({ product_id: String(PRODUCT), variant_id: String(VARIANT), locale: 'en-IN', email: 'asha.rao@example.in' });
    expect(screen.getByRole('button', { name: 'Don’t notify me' })).toBeEnabled();
    expect(await axeClean(container)).toEqual([]);
  });

  it('asks a signed-in shopper with one click at the account e-mail, and cancels', async () => {
    serve({ alert: null, email: 'meera@example.in' });
    const { container } = renderShop(<NotifyMe productId={PRODUCT} variantId={null} />, { user: meera, path: '/product/205/x' });
    const button = await screen.findByRole('button', { name: 'Notify me when back in stock' });
    expect(button).toHaveAccessibleDescription('We’ll e-mail you at meera@example.in once it’s back.');
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    expect(await axeClean(container)).toEqual([]);

    fireEvent.click(button);
    releasePost();
    expect(await screen.findByText('We’ll e-mail you at meera@example.in when it’s back.')).toBeInTheDocument();
    // No address and no variant sent: the server uses the account's, for the product as a whole.
    expect(Object.fromEntries(posts()[0]?.form ?? [])).toEqual({ product_id: String(PRODUCT), locale: 'en-IN' });

    fireEvent.click(screen.getByRole('button', { name: 'Don’t notify me' }));
    const again = await screen.findByRole('button', { name: 'Notify me when back in stock' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['website/stock-alerts/41']);
  });

  it('shows a request already made, on loading', async () => {
    serve({ alert: alert('meera@example.in'), email: 'meera@example.in' });
    renderShop(<NotifyMe productId={PRODUCT} variantId={VARIANT} />, { user: meera, path: '/product/205/x' });
    expect(await screen.findByText('We’ll e-mail you at meera@example.in when it’s back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notify me/ })).toBeNull();
  });

  it('asks a shopper who signed up by phone for an address once, offering to keep it', async () => {
    serve({ alert: null, email: '' });
    renderShop(<NotifyMe productId={PRODUCT} variantId={VARIANT} />, { user: byPhone, path: '/product/205/x' });
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: 'dev@example.in' } });
    expect(screen.getByLabelText('Save this e-mail to my profile for future alerts')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    releasePost();
    expect(await screen.findByText('We’ll e-mail you at dev@example.in when it’s back.')).toBeInTheDocument();
    expect(posts()[0]?.form.get('save_email')).toBe('true');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serve({ alert: null, email: '' });
    api.on('POST', 'website/stock-alerts', () => refuse(429, 'Too many requests from your network. Try again later.'));
    renderShop(<NotifyMe productId={PRODUCT} variantId={VARIANT} />, { path: '/product/205/x' });
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    releasePost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your network. Try again later.');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('asha@example.in');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });
});
