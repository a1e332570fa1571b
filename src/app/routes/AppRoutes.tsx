import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../schemas/routes';
import { ShellLayout } from '../layout/ShellLayout';
import { RoutePage } from './RoutePage';
import { onDemand } from '../layout/OnDemand';

const NotFoundPage = onDemand(() => import('./NotFoundPage'));

const names = Object.keys(ROUTES).filter((n): n is RouteName => n in ROUTES);

/**
 * Every route of the spec inside the shell. Declarative routes, not a data
 * router: pages fetch their own data with SWR, and the data router would add
 * 17 KB gzip to first paint for loaders we do not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {names.map((name) => (
          <Route key={name} path={ROUTES[name].path} element={<RoutePage name={name} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
