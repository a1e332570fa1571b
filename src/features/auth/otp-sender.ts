/**
 * Sends the SMS one-time code. The identity service (Firebase Auth with an
 * invisible reCAPTCHA) plugs in behind this interface; until it is configured
 * the send fails with the spec's message, so the popup behaves as on an outage.
 */
export interface OtpSender {
  send(e164: string): Promise<{ ok: true; verificationId: string } | { ok: false; message: string }>;
}

export const unconfiguredOtpSender: OtpSender = {
  send: async () => ({ ok: false, message: 'Error sending OTP. Please try again.' }),
};
