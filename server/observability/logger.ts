import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { maskSecrets } from './mask';

/** The request a piece of code runs for, so a line logged deep in a feature still carries its request id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/**
 * Fields that hold secrets whatever their value looks like. Values that only
 * look like secrets (phone numbers, codes, card numbers, e-mail addresses)
 * are masked on the whole line by maskSecrets.
 */
const REDACTED_PATHS = [
  'password',
  'new_password',
  'token',
  'id_token',
  'idToken',
  'secret',
  'otp',
  'authorization',
  'cookie',
  '*.password',
  '*.new_password',
  '*.token',
  '*.id_token',
  '*.idToken',
  '*.secret',
  '*.otp',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'form.code',
  'body.code',
];

let sink: DestinationStream = pino.destination({ dest: 1, sync: true });
/** Indirection, so the lines can be sent elsewhere after the logger is built. */
const forward: DestinationStream = { write: (line: string) => sink.write(line) };

/**
 * The server's one logger: a JSON line per event on stdout, for the
 * platform's log collector. Under the test runner it is silent unless a
 * test turns it up (LOG_LEVEL is applied by main.ts from the app config).
 */
export const log: Logger = pino(
  {
    level: process.env.NODE_ENV === 'test' ? 'silent' : 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { req_id: requestId } : {};
    },
    hooks: { streamWrite: maskSecrets },
  },
  forward,
);

/** Sends the log lines to `to` until the returned function is called (a test reading what was logged). */
export function redirectLogs(to: { write(line: string): void }): () => void {
  const previous = sink;
  sink = { write: (line: string) => to.write(line) };
  return () => {
    sink = previous;
  };
}
