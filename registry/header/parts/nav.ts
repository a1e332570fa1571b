import { useMenuItems } from '../../../src/data/shop-config';
import type { IconName } from '../../../src/ui/Icon';
import type { LinkProps } from '../../../schemas/sections/common';
import type { Translate } from '../../../src/i18n/useT';

export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
}

/** The 'main' menu from configuration; the pattern's fallback list only when it is empty. */
export function useMainNav(fallback: readonly LinkProps[]): NavItem[] {
  const items = useMenuItems('main');
  if (items.length > 0) return items.map(({ label, href, icon }) => ({ label, href, icon }));
  return fallback.map(({ label, href }) => ({ label, href, icon: 'none' }));
}

export function itemsLabel(t: Translate, count: number): string {
  return t('shell.itemCount', { count });
}
