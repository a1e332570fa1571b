import { useEffect, useRef } from 'react';
import { useThemeConfig } from '../../data/shop-config';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { createStyleElement } from '../../lib/csp-nonce';
import { THEME_STYLE_FROM_SERVER, THEME_STYLE_ID } from '../../../schemas/theme/style-id';

/**
 * The theme's <style> (tokens and colour schemes) as `css`: the one the server
 * inlined, left alone while it already says this, else replaced by one the
 * page's policy lets apply (or added, where no server wrote one: Vite's dev
 * server). Last in the head, so it overrides the stylesheet's defaults.
 */
function applyThemeCss(css: string) {
  const current = document.getElementById(THEME_STYLE_ID);
  if (current?.textContent === css) return;
  const next = createStyleElement(css);
  next.id = THEME_STYLE_ID;
  current?.remove();
  document.head.append(next);
}

/** Applies the theme config: tokens and colour schemes as the theme's stylesheet, favicon, brand name. */
export function ThemeApplier() {
  const theme = useThemeConfig();
  const { brand_name, theme_color, favicon } = theme;
  // The theme the server rendered the page with, whose <style> it wrote.
  const rendered = useRef(theme);

  // The CSS generator loads only when the theme changes after that (a live publish, the studio's preview) or no
  // server wrote the element: the server already painted this theme, so startup never needs it.
  useEffect(() => {
    if (theme === rendered.current && document.getElementById(THEME_STYLE_ID)?.hasAttribute(THEME_STYLE_FROM_SERVER)) return;
    let current = true;
    import('../../../schemas/theme/css').then(
      ({ themeCss }) => {
        if (current) applyThemeCss(themeCss(theme));
      },
      // Offline, the chunk may not load: the page keeps the colours it has until the next change.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [theme]);

  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = theme_color;
  }, [theme_color]);

  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);

  useEffect(() => {
    writeStorage(STORAGE_KEYS.brandName, brand_name);
  }, [brand_name]);

  return null;
}
