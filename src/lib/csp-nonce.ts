/**
 * The page's Content-Security-Policy nonce, for a <style> element added at run
 * time (Leaflet's stylesheet, the studio's): without it the policy blocks the
 * element. The server puts it on <meta property="csp-nonce"> (server/features/
 * storefront/html.ts). Browsers empty the attribute once the policy applies, so
 * the `nonce` property is read first. Empty when the page has none.
 */
export function cspNonce(doc: Document = document): string {
  const carrier = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return carrier?.nonce || carrier?.getAttribute('nonce') || '';
}

/** A <style> holding `css` that the page's policy lets apply. */
export function createStyleElement(css: string, doc: Document = document): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}

declare global {
  interface Window {
    /** Read by goober, which react-hot-toast styles its toasts with, for the <style> it adds. */
    __nonce__?: string;
  }
}

/**
 * Hands the nonce to style libraries that add their own <style> (goober, under
 * react-hot-toast); called at startup, before anything renders.
 */
export function shareCspNonce(win: Window = window): void {
  const nonce = cspNonce(win.document);
  if (nonce) win.__nonce__ = nonce;
}
