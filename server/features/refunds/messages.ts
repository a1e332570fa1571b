import { formatRupees } from '../checkout/rupees';

/** The sentences refunds are refused or reported with (staff and, for a cancellation, the shopper read them). */
/** Where a refund goes, in a sentence: "… to the wallet". */
export const DESTINATION_WORDS = { original: 'the original payment', wallet: 'the wallet' } as const;

const M = {
  orderNotFound: 'We could not find this order',
  returnNotFound: 'We could not find this return on this order',
  amount: 'A refund is a whole number of paise above zero',
  reasonTooLong: 'Keep the reason under 300 characters',
  returnNeedsId: 'A return refund names its return',
  onlyReturnsHaveId: 'Only a return refund names a return',
  cancelNeedsCancelled: 'Only a cancelled order gets a cancellation refund',
  cancelRefunded: "This order's cancellation has already been refunded",
  nothingLeft: 'Nothing is left to refund on this order',
  originalMinimum: 'A refund to the original payment is at least ₹1.00',
  noGatewayPayment: 'This order has no online payment to refund to; refund it to the wallet instead',
  lineNotInOrder: (id: number) => `Item ${id} is not part of this order`,
  lineTwice: (id: number) => `Item ${id} is named twice`,
  lineQty: (title: string, left: number) => (left === 0 ? `${title} has already been refunded in full` : `At most ${left} of ${title} can still be refunded`),
  aboveRefundable: (left: number) => `At most ${formatRupees(left)} is left to refund on this order`,
  aboveOriginal: (left: number) =>
    left === 0
      ? 'Nothing more can go back to the original payment: cash collected and wallet shares can only go to the wallet'
      : `At most ${formatRupees(left)} can go back to the original payment; the rest can go to the wallet`,
  onePayment: (left: number) => `The online payment can take back at most ${formatRupees(left)} in one refund; refund the rest to the wallet`,
  gatewayRefused: (reason: string) => `The payment gateway refused the refund (${reason}). Nothing was refunded.`,
  gatewayUnreachable: 'The payment gateway could not be reached. Nothing was refunded; try again in a few minutes.',
  gatewayFailed: 'The payment gateway could not complete the refund. Nothing was refunded.',
} as const;

export const REFUND_MESSAGES = M;

/** The request field a refusal is about, so the studio can show it beside that field. */
export function refusalField(message: string): 'amount' | 'destination' | 'lines' | null {
  if (message === M.originalMinimum || message === M.noGatewayPayment || message.includes('the original payment') || message.startsWith('The online payment')) return 'destination';
  if (message.startsWith('Item ') || message.includes('can still be refunded') || message.includes('refunded in full')) return 'lines';
  if (message === M.amount || message === M.nothingLeft || message.includes('is left to refund')) return 'amount';
  return null;
}
