import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { studioLoginSchema, studioPaths } from '../../../schemas/api/studio';
import type { Database } from '../../db/types';
import { readJsonBody } from '../../http/errors';
import { envelope, fail } from '../../http/respond';
import { formBodyLimit } from '../../http/body-limit';
import { audit } from './audit';
import {
  adminOfSession,
  clearStudioCookie,
  createAdminSession,
  credentialMatches,
  endAdminSession,
  setStudioCookie,
  signInBlockedUntil,
  studioToken,
} from './admin-sessions';
import type { StudioDeps } from './deps';
import { invalidRequest, type StudioEnv } from './http';

/** Everything but signing in: a live studio session, whose admin handlers read from c.var.studioAdmin. */
export function requireStudioAdmin(db: Kysely<Database>): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const admin = await adminOfSession(db, studioToken(c));
    if (!admin) return fail(c, 401, 'Sign in to the studio');
    c.set('studioAdmin', admin);
    return next();
  };
}

const path = `/${studioPaths.session}`;

/** admin/studio/session: sign in (a cookie session, never a browser prompt), who am I, sign out. */
export function studioSessionRoutes({ db, credentials, production }: StudioDeps): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();

  app.post(path, formBodyLimit, async (c) => {
    const blockedUntil = await signInBlockedUntil(db);
    if (blockedUntil) {
      const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 60_000));
      c.header('Retry-After', String(minutes * 60));
      return fail(c, 429, `Too many wrong passwords; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    }
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = studioLoginSchema.safeParse(body.value);
    if (!parsed.success) return invalidRequest(c, parsed.error.issues, 'Enter the user name and password');
    const { user, password } = parsed.data;
    if (!credentialMatches({ user, password }, credentials.admin)) {
      // Only the admin's own name is logged: a password typed into the name field must not land in the log.
      const actor = user === credentials.admin.user ? user : '(unknown user)';
      await audit(db, { actor, action: 'sign-in-failed', key: null, summary: 'Wrong user name or password' });
      return fail(c, 401, 'Wrong user name or password');
    }
    const session = await createAdminSession(db, user);
    setStudioCookie(c, session.token, session.expiresAt, production);
    await audit(db, { actor: user, action: 'sign-in', key: null, summary: 'Signed in to the studio' });
    return c.json(envelope({ user }, 'Signed in'));
  });

  app.get(path, requireStudioAdmin(db), (c) => c.json(envelope({ user: c.var.studioAdmin })));

  app.delete(path, async (c) => {
    const token = studioToken(c);
    const admin = await adminOfSession(db, token);
    if (token) await endAdminSession(db, token);
    if (admin) await audit(db, { actor: admin, action: 'sign-out', key: null, summary: 'Signed out of the studio' });
    clearStudioCookie(c, production);
    return c.json(envelope(null, 'Signed out'));
  });

  return app;
}
