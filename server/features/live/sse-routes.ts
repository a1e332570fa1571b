import { Hono } from 'hono';
import type { ConfigEventHub } from './hub';

/** GET website/config-events: Server-Sent Events of published versions. */
export function configEventRoutes(hub: ConfigEventHub): Hono {
  void hub;
  return new Hono();
}
