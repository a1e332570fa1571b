import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { observeRequest } from './http-metrics';
import type { Lifecycle } from './lifecycle';
import { log, requestScope } from './logger';
import { requestIdFrom } from './request-id';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requestContext for every request: in the X-Request-Id header, the log and a 500's reference. */
    requestId: string;
  }
}

/** Probes arrive every few seconds from every load balancer: kept out of the info log. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * The storefront's catch-all ('/*') serves pages and built files alike: hashed
 * assets and the studio get a label of their own, by a fixed prefix only (the
 * rest of a path is whatever a client sends).
 */
function routeLabel(route: string, path: string): string {
  if (route !== '/*') return route || 'unmatched';
  if (path.startsWith('/assets/') || path.startsWith('/studio/assets/')) return '/assets/*';
  if (path === '/studio' || path.startsWith('/studio/')) return '/studio/*';
  return '/*';
}

/** Some responses (a fetched one, Response.redirect) have immutable headers: copy them once. */
function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    const res = c.res;
    const copy = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}

/**
 * Outermost middleware: gives the request its id (a safe incoming
 * X-Request-Id, else a new one), runs it in that id's scope so every log
 * line it causes carries `req_id`, echoes the id in the response, and writes
 * one log line and the request metrics when the response is ready.
 */
export function requestContext(lifecycle: Lifecycle): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('X-Request-Id'));
    c.set('requestId', requestId);
    await requestScope.run({ requestId }, next);
    const seconds = (performance.now() - started) / 1000;
    setHeader(c, 'X-Request-Id', requestId);
    // While draining, a keep-alive client is told to reconnect, which reaches another instance.
    if (lifecycle.draining) setHeader(c, 'Connection', 'close');
    // The pattern of the handler that answered; the raw path would make a series per product id.
    const route = routeLabel(routePath(c), c.req.path);
    const status = c.res.status;
    observeRequest({ method: c.req.method, route, status, seconds });
    const line = { req_id: requestId, method: c.req.method, route, path: c.req.path, status, duration_ms: Math.round(seconds * 10_000) / 10 };
    if (QUIET_ROUTES.has(route)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}
