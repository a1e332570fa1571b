import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiRequest } from '../../../src/api/client';

/** The browser's fetch is the boundary here: each case is one reply the server could send. */
function reply(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest follows the spec error catalogue', () => {
  it('returns parsed data and other_data on success', async () => {
    reply({ status: true, message: 'Added to cart', data: { n: 2 }, other_data: { cart_count: 3 } });
    const result = await apiRequest('x', z.object({ n: z.number() }));
    expect(result).toEqual({ data: { n: 2 }, message: 'Added to cart', other_data: { cart_count: 3 } });
  });

  it('raises the message of a status false reply, even without data', async () => {
    reply({ status: false, message: 'Only 3 left in stock' });
    await expect(apiRequest('x', z.unknown())).rejects.toThrow('Only 3 left in stock');
  });

  it('raises the error field of an HTTP failure', async () => {
    reply({ status: false, message: 'ignored', error: 'Product not found' }, 404);
    await expect(apiRequest('x', z.unknown())).rejects.toMatchObject({ message: 'Product not found', status: 404 });
  });

  it("reports a network failure as 'Network Error'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('x', z.unknown())).rejects.toThrow('Network Error');
  });

  it('refuses data that does not match the schema', async () => {
    reply({ status: true, message: '', data: { n: 'two' } });
    await expect(apiRequest('x', z.object({ n: z.number() }))).rejects.toThrow('Invalid response structure');
  });
});

describe('apiRequest sends the page’s language', () => {
  function sentHeaders(): Record<string, string> {
    const call = vi.mocked(fetch).mock.calls[0];
    return (call?.[1]?.headers ?? {}) as Record<string, string>;
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for Hindi from a /hi/ page', async () => {
    window.history.replaceState(null, '', '/hi/cart');
    reply({ status: true, message: '', data: null });
    await apiRequest('x', z.null());
    expect(sentHeaders()['Accept-Language']).toBe('hi-IN');
  });

  it('asks for English from an English page', async () => {
    window.history.replaceState(null, '', '/cart');
    reply({ status: true, message: '', data: null });
    await apiRequest('x', z.null());
    expect(sentHeaders()['Accept-Language']).toBe('en-IN');
  });
});
