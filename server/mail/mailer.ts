import type { SendMailOptions } from 'nodemailer';

/** One e-mail as the shop sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail. Production: SMTP through nodemailer (SMTP_URL). Locally and in
 * tests: the same nodemailer message, kept in an outbox the developer reads
 * in the terminal and at GET /api/dev/outbox.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The nodemailer message for both transports, so what the outbox shows is
 * what SMTP would have sent.
 */
export function mailOptions(from: string, message: MailMessage): SendMailOptions {
  return { from, to: message.to, subject: message.subject, text: message.text, ...(message.html === undefined ? {} : { html: message.html }) };
}
