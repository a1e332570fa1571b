import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Credentials } from '../http/auth';
import type { Identify } from '../http/identity';
import type { Mailer } from '../mail/mailer';
import type { PushSender } from './push/sender';
import type { PaymentGateway } from './payments/gateway';
import type { ConfigEventHub } from './live/hub';

/** What the account-scoped shop routes (addresses, checkout, payments, orders, returns) share; app.ts builds it once. */
export interface ShopDeps {
  db: Kysely<Database>;
  credentials: Credentials;
  /** Who is signed in, from the session cookie; user_id fields must match it (403 otherwise). */
  identify: Identify;
  gateway: PaymentGateway;
  production: boolean;
  /** Map tiles for the address pin (a {z}/{x}/{y} URL template). */
  mapTileUrl: string;
  /** E-mail (gift cards to their recipients, support tickets): SMTP or the development outbox. */
  mailer: Mailer;
  /** Order updates to the shopper's devices; absent in tests that do not need it. */
  pushSender?: PushSender;
  /** Tells every instance's open tabs an order changed (the live hub); absent in tests that do not need it. */
  orderEvents?: Pick<ConfigEventHub, 'orderChanged'>;
}
