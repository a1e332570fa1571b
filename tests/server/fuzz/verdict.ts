import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../../schemas/api/envelope';
import { describeRequest, type FuzzRequest } from './requests';

/**
 * What every answer to a fuzzed request must be: below 500; a refusal (4xx)
 * a JSON body with a message the storefront or studio can show; and a
 * refusal writes nothing. The few deliberate departures are listed here,
 * each with its reason; anything else is a bug.
 */

/** Refusals that are deliberately not the API's JSON error body. */
export const NON_JSON_REFUSALS: readonly { why: string; applies(pathname: string): boolean }[] = [
  {
    why:
      'a raw ../ or . in a parameter moves the URL (the URL parser resolves dot segments) to a path no API or media route answers, ' +
      'such as /etc/passwd or /media/: the storefront answers it with its HTML "Page Not Found" screen, as any unknown page',
    applies: (pathname) => !/^\/api(\/|$)/.test(pathname) && !/^\/media\/(catalog\/|products\/)?[^/]+$/.test(pathname),
  },
];

/** Tables a refused request writes on purpose, by route. */
export const REFUSAL_WRITES: Readonly<Record<string, { tables: readonly string[]; why: string }>> = {
  'POST /api/admin/studio/session': {
    tables: ['audit_log'],
    why: 'a wrong password or two-step code is an audit entry (sign-in-failed), and those entries are what locks sign-ins after too many (staff/sessions.ts signInBlockedUntil)',
  },
  'POST /api/website/gift-cards/redeem': {
    tables: ['gift_card_redeem_attempts'],
    why: 'a wrong code or PIN is counted, so guessing locks the account out after a few tries (gift-cards/redeem.ts)',
  },
};

/** The message of a refusal: the API's error body, with a sentence in it. */
const refusalBody = z.pipe(errorBodySchema, z.object({ message: z.string().check(z.trim(), z.minLength(1)) }));

export interface Answer {
  status: number;
  contentType: string;
  /** The body as text; '' for a stream the fuzzer closed unread. */
  text: string;
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/**
 * Reads the answer: whole (and decompressed, as a browser would: the app is
 * called directly, with no fetch to undo Content-Encoding), except a live
 * event stream, which never ends and is closed at once.
 */
export async function readAnswer(res: Response): Promise<Answer> {
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const decode = DECODERS[res.headers.get('content-encoding') ?? ''];
  return { status: res.status, contentType, text: (decode ? decode(bytes) : bytes).toString('utf8') };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function excerpt(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The problem with this answer, or null when it is as it must be. `written`: the tables the request changed. */
export function judge(routeKey: string, request: FuzzRequest, answer: Answer, written: readonly string[], serverError: (reference: string) => string): string | null {
  const what = `${routeKey}: ${describeRequest(request)} → ${answer.status}`;
  if (answer.status >= 500) {
    const body = parsedJson(answer.text);
    const reference = typeof body === 'object' && body !== null && 'reference' in body ? String(body.reference) : '';
    return `${what}: a server error (${excerpt(answer.text, 200)})${reference ? `; logged: ${serverError(reference)}` : ''}`;
  }
  if (answer.status < 400) return null;
  const pathname = new URL(request.url, 'http://localhost').pathname;
  if (request.method !== 'HEAD' && !NON_JSON_REFUSALS.some((rule) => rule.applies(pathname))) {
    const body = refusalBody.safeParse(parsedJson(answer.text));
    if (!body.success) return `${what}: a refusal without a JSON message (${answer.contentType}: ${excerpt(answer.text)})`;
  }
  const allowed = REFUSAL_WRITES[routeKey]?.tables ?? [];
  const unexpected = written.filter((table) => !allowed.includes(table));
  if (unexpected.length > 0) return `${what}: refused, yet it wrote ${unexpected.join(', ')} (${excerpt(answer.text, 200)})`;
  return null;
}
