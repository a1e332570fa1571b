import type { Kysely } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import type { PaymentMethodCode } from '../../../schemas/api/checkout';
import { gstStateCode, stateName } from '../../../schemas/api/india';
import type { Invoice } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { t, type ServerMessageKey } from '../../i18n/translate';
import { SELLER } from '../../seed/seller';
import type { OrderRow } from '../orders/access';
import { amountInWords } from './amount-in-words';
import { DELIVERY_GST_RATE, DELIVERY_HSN, splitLine, sumLines } from './gst-split';
import type { InvoiceNumber } from './numbering';

const PAYMENT_METHOD_WORDS: Readonly<Record<PaymentMethodCode, ServerMessageKey>> = {
  online: 'invoice.paymentOnline',
  cod: 'invoice.paymentCod',
  part: 'invoice.paymentPart',
};

/**
 * The tax invoice of an order (CGST Rule 46). Goods are supplied where they
 * are delivered, so the delivery state decides: the seller's own state gives
 * CGST + SGST, any other IGST. Its words (delivery line, payment, amount in
 * words) are in the language the order was placed in; names, addresses,
 * GSTINs and codes stay as recorded.
 */
export async function buildInvoice(db: Kysely<Database>, order: OrderRow, number: InvoiceNumber): Promise<Invoice> {
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const address = addressSnapshotSchema.parse(order.address);
  const intraState = order.delivery_state_code === SELLER.stateCode;
  const lines = items.map((item) =>
    splitLine(
      {
        description: item.variant_label ? `${item.title} (${item.variant_label})` : item.title,
        hsn_code: item.hsn_code,
        qty: item.qty,
        unit_price_paise: item.unit_price_paise,
        discount_paise: item.discount_paise,
        gst_rate: item.gst_rate,
      },
      intraState,
    ),
  );
  if (order.delivery_paise > 0)
    lines.push(
      splitLine(
        { description: t(order.locale, 'invoice.deliveryCharges'), hsn_code: DELIVERY_HSN, qty: 1, unit_price_paise: order.delivery_paise, discount_paise: 0, gst_rate: DELIVERY_GST_RATE },
        intraState,
      ),
    );
  const totals = sumLines(lines);
  const placeOfSupply = `${stateName(order.delivery_state_code)} (${gstStateCode(order.delivery_state_code)})`;
  const addressLine = [address.house, address.locality, address.landmark, `${address.city} ${address.pin}`].filter((s) => s !== '').join(', ');
  return {
    invoice_number: number.number,
    invoice_date: number.date.toISOString(),
    order_number: order.order_number,
    order_date: new Date(order.created_at).toISOString(),
    seller: {
      name: SELLER.name,
      address: SELLER.address,
      gstin: SELLER.gstin,
      state: stateName(SELLER.stateCode),
      state_code: SELLER.gstStateCode,
      pan: SELLER.pan,
    },
    buyer: {
      name: address.name,
      address: addressLine,
      state: stateName(address.state_code),
      state_code: gstStateCode(address.state_code),
      mobile: address.mobile,
    },
    place_of_supply: placeOfSupply,
    intra_state: intraState,
    lines,
    totals,
    amount_in_words: amountInWords(totals.total_paise, order.locale),
    reverse_charge: false,
    payment_method: t(order.locale, PAYMENT_METHOD_WORDS[order.payment_method]),
  };
}
