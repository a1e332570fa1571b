import { Hono } from 'hono';
import { studioLoginSchema, studioPaths } from '../../../schemas/api/studio';
import { ROLE_PERMISSIONS } from '../../../schemas/api/staff';
import { readJsonBody } from '../../http/errors';
import { envelope, fail } from '../../http/respond';
import { formBodyLimit } from '../../http/body-limit';
import { findStaffByLogin, recordSignIn, type StaffPrincipal } from '../staff/accounts';
import { actorName, staffOf, twoFactorRequired } from '../staff/guard';
import { consumeTotpCode } from '../staff/two-factor';
import { verifyPassword } from '../staff/passwords';
import { clearStudioCookie, createAdminSession, endAdminSession, setStudioCookie, signInBlockedUntil, staffOfSession, studioToken } from '../staff/sessions';
import { audit } from './audit';
import type { StudioDeps } from './deps';
import { invalidRequest } from './http';

const path = `/${studioPaths.session}`;

function sessionView(staff: StaffPrincipal, production: boolean) {
  return {
    id: staff.id,
    user: staff.login,
    display_name: staff.display_name,
    role: staff.role,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    two_factor: staff.two_factor,
    two_factor_required: twoFactorRequired(staff, production),
  };
}

/** admin/studio/session: sign in as a member of staff (a cookie session, never a browser prompt), who am I, sign out. */
export function studioSessionRoutes({ db, production }: StudioDeps): Hono {
  const app = new Hono();

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
    if (!parsed.success) return invalidRequest(c, parsed.error.issues, 'Enter your e-mail and password');
    const { user, password, code } = parsed.data;
    const row = await findStaffByLogin(db, user);
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      // Only a real account's name is logged: a password typed into the name field must not land in the log.
      await audit(db, { actor: row ? actorName(row) : '(unknown user)', staffId: row?.id ?? null, action: 'sign-in-failed', key: null, summary: 'Wrong e-mail or password' });
      return fail(c, 401, 'Wrong e-mail or password');
    }
    if (row.disabled) return fail(c, 403, 'This staff account is disabled; ask the shop owner');
    if (row.totp_secret !== null) {
      const ask = 'Enter the 6-digit code from your authenticator app';
      if (code === undefined) return fail(c, 401, ask, [{ index: -1, field: 'code', message: ask }]);
      if (!(await consumeTotpCode(db, row.id, row.totp_secret, row.totp_last_step, code))) {
        await audit(db, { actor: actorName(row), staffId: row.id, action: 'sign-in-failed', key: null, summary: 'Wrong two-step code' });
        const wrong = 'That code is not right, or was used already; codes change every 30 seconds';
        return fail(c, 401, wrong, [{ index: -1, field: 'code', message: wrong }]);
      }
    }
    const staff: StaffPrincipal = { id: row.id, login: row.login, display_name: row.display_name, role: row.role, two_factor: row.two_factor };
    const session = await createAdminSession(db, staff);
    await recordSignIn(db, staff.id);
    setStudioCookie(c, session.token, session.expiresAt, production);
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'sign-in', key: null, summary: 'Signed in to the studio' });
    return c.json(envelope(sessionView(staff, production), 'Signed in'));
  });

  app.get(path, (c) => c.json(envelope(sessionView(staffOf(c), production))));

  app.delete(path, async (c) => {
    const token = studioToken(c);
    const staff = await staffOfSession(db, token);
    if (token) await endAdminSession(db, token);
    if (staff) await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'sign-out', key: null, summary: 'Signed out of the studio' });
    clearStudioCookie(c, production);
    return c.json(envelope(null, 'Signed out'));
  });

  return app;
}
