import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../schemas/routes';
import { ShellLayout } from '../layout/ShellLayout';
import { RoutePage } from './RoutePage';
import { NotFoundPage } from './NotFoundPage';

const names = Object.keys(ROUTES).filter((n): n is RouteName => n in ROUTES);

export const routeObjects: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      ...names.map((name) => ({ path: ROUTES[name].path, element: <RoutePage name={name} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
