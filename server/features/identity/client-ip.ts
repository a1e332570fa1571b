import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export const UNKNOWN_IP = 'unknown';

// A header is the client's to write: keep what we store and compare short.
const MAX_IP_LENGTH = 64;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP;
  } catch {
    // app.request() (tests) and other non-Node adapters have no socket to read.
    return UNKNOWN_IP;
  }
}

/**
 * The caller's address, for per-network rate limits. Behind a trusted load
 * balancer the socket is the balancer, so the first X-Forwarded-For entry (the
 * client as the balancer saw it) is used; without trustProxy that header is
 * ignored, since any client can send it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (first) return first.slice(0, MAX_IP_LENGTH);
  }
  return socketAddress(c).slice(0, MAX_IP_LENGTH);
}
