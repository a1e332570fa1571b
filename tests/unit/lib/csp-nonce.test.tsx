import { afterEach, describe, expect, it } from 'vitest';
import { localCheckoutScript } from '../../../server/features/payments/local/checkout-script';
import { cspNonce, createStyleElement, shareCspNonce } from '../../../src/lib/csp-nonce';

/**
 * Styles added at run time (Leaflet's, the studio's, the local gateway's
 * modal) carry the page's nonce, read from the meta the server writes:
 * without it the page's Content-Security-Policy blocks them.
 */

function addCarrier(nonce: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'Razorpay');
  Reflect.deleteProperty(window, '__nonce__');
});

describe('the CSP nonce for run-time styles', () => {
  it("puts the page's nonce on a style it makes", () => {
    addCarrier('cGFnZS1ub25jZS0xMjM0NQ==');
    expect(cspNonce()).toBe('cGFnZS1ub25jZS0xMjM0NQ==');
    const style = createStyleElement('.map{height:10rem}');
    expect(style.nonce).toBe('cGFnZS1ub25jZS0xMjM0NQ==');
    expect(style.textContent).toBe('.map{height:10rem}');
  });

  it('reads the nonce property when the browser has hidden the attribute', () => {
    const meta = addCarrier('');
    meta.nonce = 'aGlkZGVuLWF0dHJpYnV0ZQ==';
    expect(cspNonce()).toBe('aGlkZGVuLWF0dHJpYnV0ZQ==');
  });

  it('makes a plain style on a page without a policy (Vite in development)', () => {
    expect(cspNonce()).toBe('');
    expect(createStyleElement('a{}').hasAttribute('nonce')).toBe(false);
  });

  it("hands the nonce to goober, which styles react-hot-toast's toasts with a <style> of its own", async () => {
    addCarrier('dG9hc3Qtbm9uY2UtMTIzNA==');
    shareCspNonce();
    expect(window.__nonce__).toBe('dG9hc3Qtbm9uY2UtMTIzNA==');
    // goober makes its element when the first toast style is asked for.
    const { default: toast, Toaster } = await import('react-hot-toast');
    const { render, screen } = await import('@testing-library/react');
    render(<Toaster />);
    toast('Added to cart');
    await screen.findByText('Added to cart');
    const goober = document.getElementById('_goober');
    expect(goober).toBeInstanceOf(HTMLStyleElement);
    expect(goober?.nonce).toBe('dG9hc3Qtbm9uY2UtMTIzNA==');
  });

  it("gives the local gateway's modal styles the page's nonce", () => {
    addCarrier('Z2F0ZXdheS1ub25jZS0xMjM=');
    new Function(localCheckoutScript('/gateway'))();
    const Razorpay: unknown = Reflect.get(window, 'Razorpay');
    if (typeof Razorpay !== 'function') throw new Error('the checkout script defined no Razorpay');
    const options = { key: 'rzp_test_local', amount: 10000, currency: 'INR', name: 'Shop', description: '', order_id: 'order_1', handler: () => undefined, modal: { ondismiss: () => undefined } };
    const instance: unknown = Reflect.construct(Razorpay, [options]);
    const open: unknown = Reflect.get(Object(instance), 'open');
    if (typeof open !== 'function') throw new Error('no open()');
    open.call(instance);
    const style = document.getElementById('rzpl-styles');
    expect(style).toBeInstanceOf(HTMLStyleElement);
    expect(style?.nonce).toBe('Z2F0ZXdheS1ub25jZS0xMjM=');
  });
});
