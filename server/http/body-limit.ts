import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { fail } from './respond';

/** Refuses a body over `kb` kilobytes with 413 before it is read: a form is a handful of short fields. */
export function limitBody(kb: number): MiddlewareHandler {
  const label = kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB`;
  return bodyLimit({ maxSize: kb * 1024, onError: (c) => fail(c, 413, `The request body is larger than ${label}`) });
}

/** The limit of every form-sized call (cart, wishlist, identity). */
export const formBodyLimit = limitBody(16);
