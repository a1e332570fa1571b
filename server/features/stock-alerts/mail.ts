import type { MailMessage } from '../../mail/mailer';
import type { Locale } from '../../../schemas/locale';
import { translator } from '../../i18n/translate';
import { formatRupees } from '../checkout/rupees';

export interface BackInStock {
  brand: string;
  to: string;
  /** The product's title, with the variant's label when the request named one. */
  name: string;
  /** Today's price and MRP of the product or variant, in paise. */
  pricePaise: number;
  mrpPaise: number;
  /** The product page, on the variant asked about, in the request's language. */
  link: string;
  /** The language of the page the request came from. */
  locale: Locale;
}

/** The one e-mail a request gets: what is back, its price now and where to buy it. */
export function backInStockMail(input: BackInStock): MailMessage {
  const t = translator(input.locale);
  const price = formatRupees(input.pricePaise, input.locale);
  const text = [
    t('mail.greeting'),
    '',
    t('mail.backInStockNews', { name: input.name, brand: input.brand }),
    '',
    input.mrpPaise > input.pricePaise ? t('mail.backInStockPriceMrp', { price, mrp: formatRupees(input.mrpPaise, input.locale) }) : t('mail.backInStockPrice', { price }),
    t('mail.backInStockBuy', { link: input.link }),
    '',
    t('mail.backInStockLimited'),
    t('mail.backInStockOnce'),
    '',
    input.brand,
  ].join('\n');
  return { to: input.to, subject: t('mail.backInStockSubject', { name: input.name }), text };
}
