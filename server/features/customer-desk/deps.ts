import type { Mailer } from '../../mail/mailer';
import type { DeskDeps } from '../studio/desk-write';

/** What the customers and support desk needs; app.ts builds it once, tests build their own. */
export interface CustomerDeskDeps extends DeskDeps {
  /** Support's replies go to the shopper by e-mail (SMTP, or the development outbox). */
  mailer: Mailer;
}
