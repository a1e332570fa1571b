import type { Hono } from 'hono';

/**
 * The server's own route table (hono's `app.routes`), walked by the tests that
 * must cover every route without a list of their own: the staff roles test
 * (every admin route has a permission) and the route fuzzer (every route takes
 * hostile input). A route added to the app is in both at once.
 */
export interface RegisteredRoute {
  method: string;
  /** The path as registered, parameters included: /api/website/orders/:id. */
  path: string;
}

export function routeKeyOf(route: RegisteredRoute): string {
  return `${route.method.toUpperCase()} ${route.path}`;
}

/** Every route under `prefix`, once each: middleware (ALL) and wildcard paths aside. */
export function registeredRoutes(app: Hono, prefix: string): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(prefix) || r.path.includes('*')) continue;
    const route = { method: r.method, path: r.path };
    seen.set(routeKeyOf(route), route);
  }
  return [...seen.values()];
}

/** The `:name` parameters of a registered path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
}

/** Values that exist in the freshly seeded demo shop, for a path the route answers. */
const DEMO_VALUES: Record<string, string> = { key: 'home', page: 'home', id: '1', version: '1' };

/** The path with each parameter replaced: by `values`, else by a value the demo shop has (else 1). */
export function concretePath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? DEMO_VALUES[name] ?? '1');
}
