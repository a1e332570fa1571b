import english from '../../../i18n/locales/en-IN/checkout.json';

export const SCRIPT_LOAD_FAILED = english['checkout.scriptLoadFailed'];

const loading = new Map<string, Promise<void>>();

/**
 * Adds the gateway's checkout script to the page once per URL. A failed load
 * is forgotten (and its tag removed) so the shopper's retry tries again.
 */
export function loadCheckoutScript(url: string): Promise<void> {
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.checkoutScript = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error(SCRIPT_LOAD_FAILED));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
