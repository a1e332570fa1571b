import nodemailer from 'nodemailer';
import { mailOptions, type Mailer } from './mailer';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://…:465, as nodemailer reads it. */
  url: string;
  /** The sender, e.g. 'Vitrine <shop@example.in>'. */
  from: string;
}

/** Production delivery: one pooled-by-nodemailer transport for the whole process. */
export function smtpMailer({ url, from }: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
  };
}
