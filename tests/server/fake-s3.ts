/*
 * A small S3-compatible server, in memory: mocked because no S3-compatible
 * service can run on this machine (no network beyond the npm registry, no
 * MinIO package). It speaks the part of the S3 API the shop uses (path-style
 * PUT, GET and DELETE of objects, ListObjectsV2 with paging) and checks every
 * request's SigV4 Authorization header: its shape, the credential scope, the
 * payload hash against the body, and the signature recomputed from the request
 * as it arrived (method, encoded path, query, signed headers).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from '../../server/features/product-images/sigv4';

export const FAKE_S3_KEYS = { accessKeyId: 'AKIAFAKEVITRINE', secretAccessKey: 'fake/secret+key', region: 'ap-south-1' };
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Every request, as "METHOD path?query". */
  log: string[];
  /** Requests refused for their signature, with the reason. */
  refused: string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Why a request's signature does not hold, or null when it does. */
function signatureProblem(req: IncomingMessage, url: URL, body: Buffer): string | null {
  const auth = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!auth) return `Authorization is not a SigV4 header: ${req.headers.authorization ?? '(none)'}`;
  const [, keyId, day, region, signedNames = '', signature] = auth;
  const date = String(req.headers['x-amz-date'] ?? '');
  if (keyId !== FAKE_S3_KEYS.accessKeyId || region !== FAKE_S3_KEYS.region) return `wrong credential scope ${keyId}/${region}`;
  if (!/^\d{8}T\d{6}Z$/.test(date) || !date.startsWith(day ?? '')) return `x-amz-date ${date} does not match the scope's day ${day}`;
  const names = signedNames.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n))) return `SignedHeaders ${signedNames} leaves out host or x-amz-*`;
  if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) return 'x-amz-content-sha256 is not the SHA-256 of the body';
  const headers = Object.fromEntries(names.filter((n) => n !== 'host' && !n.startsWith('x-amz-')).map((n) => [n, String(req.headers[n] ?? '')]));
  const expected = signRequest({
    method: req.method ?? 'GET',
    url: new URL(`http://${req.headers.host}${req.url}`),
    headers,
    payloadHash: sha256Hex(body),
    keys: FAKE_S3_KEYS,
    now: new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`),
  }).Authorization;
  return expected?.endsWith(`Signature=${signature}`) ? null : `signature mismatch for ${req.method} ${url.pathname}`;
}

export async function startFakeS3({ bucket = 'vitrine-photos', pageSize = 2 } = {}): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      log.push(`${req.method} ${url.pathname}${url.search}`);
      const problem = signatureProblem(req, url, body);
      if (problem) {
        refused.push(problem);
        res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const [, first = '', ...rest] = url.pathname.split('/');
      if (first !== bucket) {
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = rest.map(decodeURIComponent).join('/');
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(start, start + pageSize);
        const more = start + pageSize < all.length;
        const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ''}${page.map((k) => `<Contents><Key>${xmlEscape(k)}</Key></Contents>`).join('')}</ListBucketResult>`;
        res.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { ETag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
        return;
      }
      const found = objects.get(key);
      if (req.method === 'GET') {
        if (!found) res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'Content-Type': found.contentType, 'Content-Length': String(found.body.length) }).end(found.body);
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      res.writeHead(405).end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    log,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
