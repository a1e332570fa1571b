/** The local gateway's test instruments, the same ones Razorpay's test mode documents. */
export const TEST_CARDS = {
  success: '4111111111111111',
  failure: '4000000000000002',
} as const;

export const TEST_VPAS = {
  success: 'success@razorpay',
  failure: 'failure@razorpay',
} as const;

export type Instrument = { method: 'card'; cardNumber: string } | { method: 'upi'; vpa: string };

export type InstrumentOutcome =
  | { ok: true }
  | { ok: false; kind: 'declined'; description: string; reason: string }
  | { ok: false; kind: 'invalid'; description: string };

/** What the bank would say: only the documented test instruments are known. */
export function instrumentOutcome(instrument: Instrument): InstrumentOutcome {
  if (instrument.method === 'card') {
    const digits = instrument.cardNumber.replace(/[\s-]/g, '');
    if (digits === TEST_CARDS.success) return { ok: true };
    if (digits === TEST_CARDS.failure)
      return { ok: false, kind: 'declined', description: 'Your payment has been declined by the bank.', reason: 'payment_declined' };
    return { ok: false, kind: 'invalid', description: 'Use a test card: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 fails.' };
  }
  const vpa = instrument.vpa.trim().toLowerCase();
  if (vpa === TEST_VPAS.success) return { ok: true };
  if (vpa === TEST_VPAS.failure)
    return { ok: false, kind: 'declined', description: 'The UPI payment was declined.', reason: 'payment_failed' };
  return { ok: false, kind: 'invalid', description: 'Use a test UPI ID: success@razorpay succeeds, failure@razorpay fails.' };
}
