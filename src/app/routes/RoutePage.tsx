import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteName } from '../../../schemas/routes';
import { useModuleSwitch } from '../../data/shop-config';
import { pageModule } from './page-modules';
import { RequireAuth } from './RequireAuth';
import { onDemand } from '../layout/OnDemand';

const NotFoundPage = onDemand(() => import('./NotFoundPage'));

const lazyPages = new Map<RouteName, LazyExoticComponent<ComponentType>>();

function pageFor(name: RouteName): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(name);
  if (!page) {
    page = lazy(pageModule(name));
    lazyPages.set(name, page);
  }
  return page;
}

/** A route's page behind its module switch and, for account pages, sign-in. */
export function RoutePage({ name }: { name: RouteName }) {
  const spec: { auth: boolean; module?: string } = ROUTES[name];
  const moduleOn = useModuleSwitch();
  if (!moduleOn(spec.module)) return <NotFoundPage />;
  const Page = pageFor(name);
  return spec.auth ? (
    <RequireAuth title={ROUTES[name].title}>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}
