import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const labelNames = ['method', 'route', 'status_class'] as const;

const requests = new Counter({
  name: 'vitrine_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class',
  labelNames,
  registers: [metricsRegistry],
});

const duration = new Histogram({
  name: 'vitrine_http_request_duration_seconds',
  help: 'Time to the response headers, by method, route pattern and status class (a live event stream counts until it opens)',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * `route` is the pattern the router matched (`/api/website/catalog/products/:id`),
 * never the raw path: ids and query strings would make a series per product.
 * Methods outside the usual few share one label for the same reason.
 */
export function observeRequest(request: { method: string; route: string; status: number; seconds: number }): void {
  const labels = {
    method: METHODS.has(request.method) ? request.method : 'OTHER',
    route: request.route,
    status_class: `${Math.floor(request.status / 100)}xx`,
  };
  requests.inc(labels);
  duration.observe(labels, request.seconds);
}
