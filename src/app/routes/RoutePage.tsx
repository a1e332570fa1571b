import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '../../../schemas/routes';
import { useModuleSwitch } from '../../data/shop-config';
import { pageModule } from './page-modules';
import { RequireAuth } from './RequireAuth';
import { onDemand } from '../layout/OnDemand';
import { preloadable, type Preloadable } from '../../lib/preloadable';
import { useT } from '../../i18n/useT';
import { ROUTE_TITLE_KEYS } from './route-titles';

const NotFoundPage = onDemand(() => import('./NotFoundPage'));

const pages = new Map<RouteName, Preloadable<object>>();

function loaderOf(name: RouteName): Preloadable<object> {
  let page = pages.get(name);
  if (!page) {
    page = preloadable(pageModule(name));
    pages.set(name, page);
  }
  return page;
}

/** Fetches a route's page before React asks for it, so it renders without suspending (hydration). */
export function preloadPage(name: RouteName): Promise<ComponentType> {
  return loaderOf(name).preload();
}

/** A route's page behind its module switch and, for account pages, sign-in. */
export function RoutePage({ name }: { name: RouteName }) {
  const spec: { auth: boolean; module?: string } = ROUTES[name];
  const moduleOn = useModuleSwitch();
  const t = useT();
  if (!moduleOn(spec.module)) return <NotFoundPage />;
  const Page = loaderOf(name).Component;
  return spec.auth ? (
    <RequireAuth title={t(ROUTE_TITLE_KEYS[name])}>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}
