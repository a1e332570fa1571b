import { useEffect } from 'react';
import { useThemeConfig } from '../data/shop-config';

/** "Laptops | Circuit Bazaar": every page names itself and the shop. */
export function usePageTitle(title: string, description?: string): void {
  const { brand_name } = useThemeConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brand_name}` : brand_name;
    if (description) {
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, brand_name]);
}
