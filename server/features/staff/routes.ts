import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { totpCodeSchema, totpPaths, apiTokenCreateSchema, apiTokenPaths, STAFF_ROLE_LABELS, staffAcceptSchema, staffInviteSchema, staffPaths, staffUpdateSchema } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import type { Mailer } from '../../mail/mailer';
import { readSetting } from '../config/settings';
import { audit } from '../studio/audit';
import { parseJsonBody } from '../studio/http';
import { actorName, staffOf, twoFactorRequired } from './guard';
import { acceptInvitation, createInvitation, INVITATION_DAYS, withdrawInvitation } from './invitations';
import { log } from '../../observability/logger';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';
import { findStaffById } from './accounts';
import { confirmTotpSetup, startTotpSetup, turnOffTotp, consumeTotpCode } from './two-factor';
import { listStaff, updateStaff } from './members';

export interface StaffDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  production: boolean;
}

const idParam = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));

/** admin/studio/staff: the owner's desk for people: who has an account, invitations, roles, disabling. */
export function staffRoutes({ db, mailer, production }: StaffDeps): Hono {
  const app = new Hono();

  app.get(`/${staffPaths.list}`, async (c) => c.json(envelope(await listStaff(db))));

  app.post(`/${staffPaths.invitations}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, staffInviteSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const by = staffOf(c);
    const invite = body.value;
    const result = await createInvitation(db, invite, by);
    if (!result.ok) return fail(c, 409, result.message);
    const brand = (await readSetting(db, 'theme')).brand_name;
    const link = `${new URL(c.req.url).origin}/studio/?invite=${result.token}`;
    const sent = await mailer
      .send({
      to: invite.email,
      subject: `${by.display_name} invited you to run ${brand}`,
      text: [
        `Hello ${invite.display_name},`,
        '',
        `${by.display_name} has invited you to ${brand}'s studio as ${STAFF_ROLE_LABELS[invite.role].toLowerCase()}.`,
        `Choose your password here (the link works once, for ${INVITATION_DAYS} days):`,
        link,
        '',
        'If you did not expect this, ignore this e-mail.',
      ].join('\n'),
      })
      .then(
        () => true,
        (error: unknown) => {
          log.error({ err: error }, 'staff invitation e-mail not sent');
          return false;
        },
      );
    if (!sent) {
      // A link nobody received must not stay valid: the owner invites again once mail works.
      await withdrawInvitation(db, result.token);
      return fail(c, 503, `The invitation e-mail to ${invite.email} could not be sent, so no invitation was kept. Try again in a moment.`);
    }
    await audit(db, { actor: actorName(by), staffId: by.id, action: 'invite-staff', key: null, summary: `Invited ${invite.display_name} <${invite.email}> as ${invite.role}` });
    return c.json(envelope({ email: invite.email, expires_at: result.expiresAt.toISOString() }, `Invitation sent to ${invite.email}`));
  });

  app.post(`/${staffPaths.accept}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, staffAcceptSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const result = await acceptInvitation(db, body.value.token, body.value.password);
    if (!result.ok) return fail(c, 410, result.message);
    const { staff } = result;
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'accept-invitation', key: null, summary: `${staff.display_name} joined as ${staff.role}` });
    return c.json(envelope({ user: staff.login }, 'Your account is ready; sign in'));
  });

  // Everyone's own two-step sign-in: a secret to scan, confirmed by a code; turned off with a current code.
  app.post(`/${totpPaths.setup}`, async (c) => {
    const staff = staffOf(c);
    const brand = (await readSetting(db, 'theme')).brand_name;
    return c.json(envelope(await startTotpSetup(db, staff.id, `${brand} studio`, staff.login), 'Scan the code, then enter the 6 digits it shows'));
  });

  app.post(`/${totpPaths.confirm}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, totpCodeSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const staff = staffOf(c);
    if (!(await confirmTotpSetup(db, staff.id, body.value.code))) return fail(c, 422, 'That code does not match; check the phone’s time and try the next one', [{ index: -1, field: 'code', message: 'That code does not match' }]);
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'two-factor-on', key: null, summary: 'Turned on two-step sign-in' });
    return c.json(envelope(null, 'Two-step sign-in is on'));
  });

  app.delete(`/${totpPaths.setup}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, totpCodeSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const staff = staffOf(c);
    const row = await findStaffById(db, staff.id);
    if (!row?.totp_secret) return fail(c, 409, 'Two-step sign-in is not on');
    if (twoFactorRequired({ ...staff, two_factor: false }, production)) return fail(c, 409, 'Owners of a live shop keep two-step sign-in on');
    if (!(await consumeTotpCode(db, staff.id, row.totp_secret, row.totp_last_step, body.value.code))) return fail(c, 422, 'That code is not right', [{ index: -1, field: 'code', message: 'That code is not right' }]);
    await turnOffTotp(db, staff.id);
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'two-factor-off', key: null, summary: 'Turned off two-step sign-in' });
    return c.json(envelope(null, 'Two-step sign-in is off'));
  });

  // Everyone's own API tokens, for scripts acting with their role.
  app.get(`/${apiTokenPaths.list}`, async (c) => c.json(envelope(await listApiTokens(db, staffOf(c).id))));

  app.post(`/${apiTokenPaths.list}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, apiTokenCreateSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const staff = staffOf(c);
    const created = await createApiToken(db, staff, body.value.name);
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'create-api-token', key: null, summary: `Made the API token "${created.token.name}"` });
    return c.json(envelope(created, 'Copy the token now: it is not shown again'));
  });

  app.delete(`/${apiTokenPaths.list}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const staff = staffOf(c);
    const revoked = id.success ? await revokeApiToken(db, staff.id, id.data) : null;
    if (!revoked) return fail(c, 404, `You have no API token ${c.req.param('id')}`);
    await audit(db, { actor: actorName(staff), staffId: staff.id, action: 'revoke-api-token', key: null, summary: `Revoked the API token "${revoked.name}"` });
    return c.json(envelope(await listApiTokens(db, staff.id), 'Token revoked'));
  });

  app.patch(`/${staffPaths.list}/:id`, formBodyLimit, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, `No staff account ${c.req.param('id')}`);
    const body = await parseJsonBody(c, staffUpdateSchema, 'Some fields need another look');
    if (!body.ok) return body.response;
    const by = staffOf(c);
    const result = await updateStaff(db, id.data, body.value, by);
    if (!result.ok) return fail(c, result.status, result.message);
    await audit(db, { actor: actorName(by), staffId: by.id, action: 'change-staff', key: null, summary: result.summary });
    return c.json(envelope(await listStaff(db), result.summary));
  });

  return app;
}
