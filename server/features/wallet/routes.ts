import { Hono } from 'hono';
import { walletPaths, walletQuerySchema } from '../../../schemas/api/wallet';
import { requireStorefront } from '../../http/auth';
import { parseQuery } from '../../http/form';
import { envelope } from '../../http/respond';
import { requestLocale, requestTranslator } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';
import { signedInAs } from '../orders/access';
import type { ShopDeps } from '../shop-deps';
import { walletStatement } from './statement';


/** The shopper's wallet: balance and ledger. Money only moves through ledger.ts, never through a route. */
export function walletRoutes(deps: ShopDeps): Hono {
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${walletPaths.wallet}`, auth, async (c) => {
    const query = parseQuery(c, walletQuerySchema);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, t(requestLocale(c), 'api.wallet.signIn'));
    if (!user.ok) return user.response;
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(await walletStatement(deps.db, user.value, query.value.page, requestTranslator(c))));
  });

  return app;
}
