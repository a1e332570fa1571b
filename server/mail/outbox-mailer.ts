import nodemailer from 'nodemailer';
import { z } from 'zod';
import { mailOptions, type Mailer } from './mailer';

/** One e-mail as the development outbox keeps it. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sent_at: string;
}

export interface OutboxMailer extends Mailer {
  /** Newest first. */
  messages(): OutboxMessage[];
  /** The newest message to this address (any capitals), if any. */
  latestTo(email: string): OutboxMessage | undefined;
}

export interface OutboxSettings {
  from: string;
  /** Print each message to the terminal; on unless false (tests turn it off). */
  log?: boolean;
}

/** Enough memory for a day of local testing, bounded so a script cannot grow it forever. */
export const OUTBOX_LIMIT = 100;

// What nodemailer's JSON transport hands back: the composed message, addresses parsed.
const composedSchema = z.object({
  to: z.array(z.object({ address: z.string() })),
  subject: z.string().default(''),
  text: z.string().default(''),
});

function printMessage(message: OutboxMessage): void {
  const body = message.text
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n');
  console.log(`\n  ✉  E-mail to ${message.to}\n  │ Subject: ${message.subject}\n  │\n${body}\n`);
}

/**
 * Local and test delivery: nodemailer composes the message exactly as for SMTP
 * (the JSON transport), and instead of leaving the machine it is kept here,
 * printed to the terminal and served at GET /api/dev/outbox.
 */
export function outboxMailer({ from, log = true }: OutboxSettings): OutboxMailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const kept: OutboxMessage[] = [];

  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      const composed = composedSchema.parse(JSON.parse(info.message));
      const stored: OutboxMessage = {
        to: composed.to.map((a) => a.address).join(', '),
        subject: composed.subject,
        text: composed.text,
        sent_at: new Date().toISOString(),
      };
      kept.unshift(stored);
      kept.length = Math.min(kept.length, OUTBOX_LIMIT);
      if (log) printMessage(stored);
    },
    messages: () => [...kept],
    latestTo: (email) => {
      const wanted = email.trim().toLowerCase();
      return kept.find((m) => m.to.toLowerCase().split(', ').includes(wanted));
    },
  };
}
