import { Hono } from 'hono';
import type { StudioDeps } from './deps';

/** admin/studio/*: session, drafts, publishing, versions, rollback, schedules, audit. */
export function studioRoutes(deps: StudioDeps): Hono {
  void deps;
  return new Hono();
}
