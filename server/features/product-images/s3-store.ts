import type { ImageStore } from './storage';
import type { S3StoreConfig } from './store-config';
import { EMPTY_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4';

const TIMEOUT_MS = 30_000;

/** S3's error XML names the problem (NoSuchBucket, SignatureDoesNotMatch, …): worth a log line. */
async function failure(what: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${what} answered ${res.status}${code ? ` ${code}` : ''}`);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) over
 * plain fetch with SigV4: PUT, GET and DELETE of objects, and ListObjectsV2
 * to find what a prefix holds before deleting it. The bucket stays private:
 * the shop streams objects through /media/products/, so CDN caching and the
 * URLs do not depend on the provider.
 */
export function s3ImageStore(config: S3StoreConfig): ImageStore {
  const endpoint = new URL(config.endpoint);
  const keys = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region };
  const urlOf = (key: string, query?: Record<string, string>) => {
    const path = key.split('/').map(uriEncode).join('/');
    const url =
      config.urlStyle === 'virtual'
        ? new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}/${path}`)
        : new URL(`${endpoint.protocol}//${endpoint.host}/${config.bucket}/${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url;
  };
  const send = (method: string, url: URL, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) => {
    const headers = signRequest({ method, url, headers: init.headers, payloadHash: init.body ? sha256Hex(init.body) : EMPTY_SHA256, keys });
    // Copied into a plain ArrayBuffer view, the one body type fetch's typings take.
    return fetch(url, { method, headers, body: init.body ? new Uint8Array(init.body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
  };

  async function list(prefix: string): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix };
      if (token) query['continuation-token'] = token;
      const res = await send('GET', urlOf('', query));
      if (!res.ok) throw await failure(`list ${prefix}`, res);
      const xml = await res.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) found.push(unescapeXml(match[1] ?? ''));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined : undefined;
    } while (token);
    return found;
  }

  return {
    description: `S3 bucket ${config.bucket} at ${endpoint.host}`,
    async put(key, bytes, contentType) {
      const res = await send('PUT', urlOf(key), { body: bytes, headers: { 'Content-Type': contentType } });
      if (!res.ok) throw await failure(`PUT ${key}`, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', urlOf(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await failure(`GET ${key}`, res);
      const size = Number(res.headers.get('content-length'));
      return { body: res.body, contentType: res.headers.get('content-type') ?? 'application/octet-stream', ...(Number.isFinite(size) && size > 0 ? { size } : {}) };
    },
    async delete(prefix) {
      for (const key of await list(prefix)) {
        const res = await send('DELETE', urlOf(key));
        // 404: already gone, which is what was wanted.
        if (!res.ok && res.status !== 404) throw await failure(`DELETE ${key}`, res);
        await res.body?.cancel();
      }
    },
  };
}
