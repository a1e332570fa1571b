import type { ServerType } from '@hono/node-server';

/** How often connections that finished their last request are closed while draining. */
const SWEEP_MS = 100;

/**
 * Stops accepting connections at once, lets every request in flight finish,
 * and closes each keep-alive connection as soon as it has nothing in flight
 * (a client then reconnects, through the load balancer, to another instance).
 * Resolves 'drained' when the last connection is gone, or 'cut' after
 * `graceMs`, when whatever is left is closed under its request.
 */
export function drainServer(server: ServerType, graceMs: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    let settled = false;
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const settle = (outcome: 'drained' | 'cut') => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(outcome);
    };
    const sweep = setInterval(closeIdle, SWEEP_MS);
    const deadline = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      settle('cut');
    }, graceMs);
    server.close(() => settle('drained'));
    closeIdle();
  });
}
