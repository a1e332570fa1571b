import { createServer, type Server } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { identityPaths } from '../../schemas/api/identity';
import { createApp } from '../../server/app';
import { OUTBOX_LIMIT, outboxMailer } from '../../server/mail/outbox-mailer';
import { mountDevOutbox, outboxRoutes } from '../../server/mail/outbox-routes';
import { smtpMailer } from '../../server/mail/smtp-mailer';
import { createTestServer, storefrontAuth } from './harness';

const messageSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), sent_at: z.string() });
const outboxBodySchema = z.object({ status: z.literal(true), message: z.string(), data: z.array(messageSchema) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('outbox mailer', () => {
  it('keeps what nodemailer composed, newest first, and finds the latest per address', async () => {
    const outbox = outboxMailer({ from: 'Shop <shop@example.in>', log: false });
    await outbox.send({ to: 'asha@example.in', subject: 'First', text: 'one' });
    await outbox.send({ to: 'ravi@example.in', subject: 'Second', text: 'two\nlines' });
    await outbox.send({ to: 'asha@example.in', subject: 'Third', text: 'three' });

    const messages = outbox.messages();
    expect(messages.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    expect(messages[1]).toMatchObject({ to: 'ravi@example.in', text: 'two\nlines' });
    expect(Date.parse(messages[0]!.sent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(outbox.latestTo('ASHA@example.in ')?.subject).toBe('Third');
    expect(outbox.latestTo('nobody@example.in')).toBeUndefined();
    // A copy: callers cannot change what is kept.
    messages.length = 0;
    expect(outbox.messages()).toHaveLength(3);
  });

  it(`keeps only the last ${OUTBOX_LIMIT} messages`, async () => {
    const outbox = outboxMailer({ from: 'shop@example.in', log: false });
    for (let i = 0; i < OUTBOX_LIMIT + 5; i++) await outbox.send({ to: 'a@example.in', subject: `n${i}`, text: '' });
    const messages = outbox.messages();
    expect(messages).toHaveLength(OUTBOX_LIMIT);
    expect(messages[0]?.subject).toBe(`n${OUTBOX_LIMIT + 4}`);
    expect(messages.at(-1)?.subject).toBe('n5');
  });

  it('prints each message to the terminal unless told not to', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await outboxMailer({ from: 'shop@example.in' }).send({ to: 'asha@example.in', subject: '123456 is your code', text: 'Your code is 123456.' });
    expect(log).toHaveBeenCalledTimes(1);
    const printed = String(log.mock.calls[0]?.[0]);
    expect(printed).toContain('asha@example.in');
    expect(printed).toContain('Subject: 123456 is your code');
    expect(printed).toContain('Your code is 123456.');

    log.mockClear();
    await outboxMailer({ from: 'shop@example.in', log: false }).send({ to: 'a@example.in', subject: 's', text: 't' });
    expect(log).not.toHaveBeenCalled();
  });
});

/** Just enough SMTP to accept one message and hand back what arrived. */
function fakeSmtpServer(): Promise<{ port: number; received: Promise<{ from: string; to: string; data: string }>; close(): void }> {
  let resolveReceived: (value: { from: string; to: string; data: string }) => void = () => {};
  const received = new Promise<{ from: string; to: string; data: string }>((r) => (resolveReceived = r));
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let from = '';
    let to = '';
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        resolveReceived({ from, to, data: buffer.slice(0, end) });
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 OK queued\r\n');
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (verb === 'MAIL') {
          from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          to = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no TCP port'));
      else resolve({ port: address.port, received, close: () => server.close() });
    });
  });
}

describe('SMTP mailer', () => {
  it('delivers the same message through an SMTP server', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = smtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'Circuit Bazaar <shop@example.in>' });
      await mailer.send({ to: 'asha@example.in', subject: '654321 is your Circuit Bazaar sign-up code', text: 'Your code is 654321.' });
      const got = await smtp.received;
      expect(got.from).toMatch(/^MAIL FROM:<shop@example.in>/);
      expect(got.to).toBe('RCPT TO:<asha@example.in>');
      expect(got.data).toContain('Subject: 654321 is your Circuit Bazaar sign-up code');
      expect(got.data).toContain('Your code is 654321.');
    } finally {
      smtp.close();
    }
  });
});

describe('development outbox at GET /api/dev/outbox', () => {
  async function outboxWithMail() {
    const outbox = outboxMailer({ from: 'shop@example.in', log: false });
    await outbox.send({ to: 'asha@example.in', subject: 'older', text: 'a' });
    await outbox.send({ to: 'ravi@example.in', subject: 'newer', text: 'b' });
    return outbox;
  }

  it('lists the messages newest first, without a credential, and filters by ?to=', async () => {
    const app = new Hono().route('/api', outboxRoutes(await outboxWithMail()));
    const all = await app.request('/api/dev/outbox');
    expect(all.status).toBe(200);
    expect(all.headers.get('Cache-Control')).toBe('no-store');
    expect(outboxBodySchema.parse(await all.json()).data.map((m) => m.subject)).toEqual(['newer', 'older']);
    const one = await app.request('/api/dev/outbox?to=ASHA@example.in');
    expect(outboxBodySchema.parse(await one.json()).data.map((m) => m.to)).toEqual(['asha@example.in']);
  });

  it('is mounted outside production only', async () => {
    const outbox = await outboxWithMail();
    const production = new Hono();
    expect(mountDevOutbox(production, { production: true, outbox })).toBe(false);
    expect((await production.request('/api/dev/outbox')).status).toBe(404);

    const withSmtp = new Hono();
    expect(mountDevOutbox(withSmtp, { production: false, outbox: null })).toBe(false);
    expect((await withSmtp.request('/api/dev/outbox')).status).toBe(404);

    const local = new Hono();
    expect(mountDevOutbox(local, { production: false, outbox })).toBe(true);
    expect((await local.request('/api/dev/outbox')).status).toBe(200);
  });
});

describe('the outbox in the whole app', () => {
  it('shows the code e-mailed by send-otp-email outside production, and does not exist in production', async () => {
    const t = await createTestServer();
    try {
      const email = 'outbox-check@example.in';
      const sent = await t.app.request(`/api/${identityPaths.signUpCode}`, { method: 'POST', headers: storefrontAuth, body: new URLSearchParams({ email }) });
      expect(sent.status).toBe(200);
      const res = await t.app.request(`/api/dev/outbox?to=${email}`);
      expect(res.status).toBe(200);
      const [mail] = outboxBodySchema.parse(await res.json()).data;
      expect(mail?.subject).toMatch(/^\d{6} is your .+ sign-up code$/);
      expect(mail?.text).toMatch(/sign-up code is \d{6}\. It expires in 10 minutes\./);

      const production = createApp({ db: t.db, config: { ...t.config, production: true }, services: { outbox: t.outbox } });
      expect((await production.request('/api/dev/outbox')).status).toBe(404);
      expect((await production.request(`/api/dev/outbox?to=${email}`, { headers: storefrontAuth })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
