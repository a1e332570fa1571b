import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for S3 requests, by hand so the shop needs no AWS
 * SDK. tests/server/product-images.test.ts checks it against the worked
 * example in AWS's S3 documentation (GET /test.txt, signature f0e8bdb8…).
 */

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding, which S3 signs: encodeURIComponent leaves !'()* alone. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20130524T000000Z */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface SignInput {
  method: string;
  /** The path must already be URI-encoded (each key segment through uriEncode). */
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_SHA256 for none). */
  payloadHash: string;
  keys: SigningKeys;
  now?: Date;
}

/** The headers to send: the ones given plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest({ method, url, headers = {}, payloadHash, keys, now = new Date() }: SignInput): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const all: Record<string, string> = { ...headers, 'x-amz-date': stamp, 'x-amz-content-sha256': payloadHash };
  const signed = new Map<string, string>([['host', url.host]]);
  for (const [name, value] of Object.entries(all)) signed.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const names = [...signed.keys()].sort();
  const canonical = [
    method.toUpperCase(),
    url.pathname || '/',
    canonicalQuery(url.searchParams),
    ...names.map((name) => `${name}:${signed.get(name) ?? ''}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign, 'utf8').digest('hex');
  return {
    ...all,
    Authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
