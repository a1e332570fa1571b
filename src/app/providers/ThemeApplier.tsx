import { useEffect } from 'react';
import { useThemeConfig } from '../../data/shop-config';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** Applies the theme config: brand colour as a CSS variable, favicon, brand name. */
export function ThemeApplier() {
  const { brand_name, theme_color, favicon } = useThemeConfig();

  useEffect(() => {
    document.documentElement.style.setProperty('--brand', theme_color);
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
