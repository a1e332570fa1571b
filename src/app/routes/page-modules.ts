import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '../../../schemas/routes';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every feature page, each its own chunk; ROUTES names which one a route shows. */
const pages = import.meta.glob<{ default: ComponentType }>('../../features/*/*Page.tsx');

/** A route's page, loaded on first visit. */
export function pageModule(name: RouteName): PageModule {
  const load = pages[`../../features/${ROUTES[name].page}.tsx`];
  if (!load) throw new Error(`Route ${name} names the page ${ROUTES[name].page}, which is not in src/features`);
  return load;
}
