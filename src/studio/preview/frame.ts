import { useEffect, useRef, useState, type RefObject } from 'react';
import { campaignSlugOf, isCampaignKey, isTargetedKey, PREVIEW_QUERY, previewMessageSchema, type ConfigKey, type FixedConfigKey, type PreviewMessage } from '../../../schemas/api/studio';
import { campaignPath } from '../../../schemas/api/campaign-pages';
import { targetedParts } from '../../../schemas/api/targeted-layouts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '../../../schemas/locale';

/**
 * The storefront page that shows each configuration. The product page needs a
 * real product: Dell Latitude 5440 is product 4 of the demo catalogue.
 */
const PREVIEW_PATHS: Readonly<Record<FixedConfigKey, string>> = {
  shell: '/',
  home: '/',
  menu: '/',
  modules: '/',
  theme: '/',
  business: '/',
  products: '/products',
  'products-details': '/product/4/dell-latitude-5440-core-i5-1335u',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
};

/** The storefront URL of a key's page in preview mode (same origin as the studio), in a language (`/hi/…`). */
export function previewUrl(key: ConfigKey, locale: Locale = DEFAULT_LOCALE): string {
  const path = isCampaignKey(key) ? campaignPath(campaignSlugOf(key)) : PREVIEW_PATHS[isTargetedKey(key) ? targetedParts(key).scope : key];
  return `${localizedPath(locale, path)}?${PREVIEW_QUERY}=1`;
}

/** Only this origin: the storefront's receiver refuses anything from elsewhere too. */
export function postToFrame(frame: HTMLIFrameElement | null, message: PreviewMessage): void {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * Calls onReady each time the storefront in this frame says it has loaded
 * (first load, reload, full navigation), when it has lost whatever was sent
 * before. Messages from other frames or origins are not this frame's.
 */
export function useFrameReady(frame: RefObject<HTMLIFrameElement | null>, onReady: () => void): void {
  const latest = useRef(onReady);
  useEffect(() => {
    latest.current = onReady;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      const parsed = previewMessageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'vitrine:preview-ready') latest.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}

export interface Size {
  width: number;
  height: number;
}

/** An element's content size as it changes; `fallback` until it is measured (jsdom never measures). */
export function useElementSize(element: RefObject<HTMLElement | null>, fallback: Size): Size {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const el = element.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === 0) return;
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
