import type { MailMessage } from '../../mail/mailer';
import { formatRupees } from '../checkout/rupees';

export interface BackInStock {
  brand: string;
  to: string;
  /** The product's title, with the variant's label when the request named one. */
  name: string;
  /** Today's price and MRP of the product or variant, in paise. */
  pricePaise: number;
  mrpPaise: number;
  /** The product page, on the variant asked about. */
  link: string;
}

/** The one e-mail a request gets: what is back, its price now and where to buy it. */
export function backInStockMail(input: BackInStock): MailMessage {
  const price =
    input.mrpPaise > input.pricePaise
      ? `Price: ${formatRupees(input.pricePaise)} (MRP ${formatRupees(input.mrpPaise)})`
      : `Price: ${formatRupees(input.pricePaise)}`;
  const text = [
    'Hello,',
    '',
    `Good news: ${input.name} is back in stock at ${input.brand}.`,
    '',
    price,
    `Buy it here: ${input.link}`,
    '',
    'Stock is limited and we cannot hold it for you, so it may sell out again.',
    `You asked us to tell you when it was back: this is the only e-mail we send about it.`,
    '',
    input.brand,
  ].join('\n');
  return { to: input.to, subject: `Back in stock: ${input.name}`, text };
}
