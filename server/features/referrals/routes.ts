import { Hono } from 'hono';
import { referralPaths, referralsQuerySchema } from '../../../schemas/api/referrals';
import { requireStorefront } from '../../http/auth';
import { parseQuery } from '../../http/form';
import { envelope } from '../../http/respond';
import { requestLocale } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';
import { signedInAs } from '../orders/access';
import type { ShopDeps } from '../shop-deps';
import { readReferrals } from './read';


/** Refer and earn: the shopper's code and link, the rules, and who joined with the code. */
export function referralRoutes(deps: ShopDeps): Hono {
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${referralPaths.referrals}`, auth, async (c) => {
    const query = parseQuery(c, referralsQuerySchema);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, t(requestLocale(c), 'api.referrals.signIn'));
    if (!user.ok) return user.response;
    c.header('Cache-Control', 'no-store');
    // The link is for the site the shopper is on (a preview host, the live domain), not a configured one.
    const origin = new URL(c.req.url).origin;
    return c.json(envelope(await readReferrals(deps.db, user.value, origin)));
  });

  return app;
}
