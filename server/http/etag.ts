import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): the compress
 * middleware turns our strong tag into W/"…" when it gzips, and a browser sends
 * that back.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/**
 * Config must change on the very next request after an admin PUT, so clients
 * may store it but have to revalidate every time (no-cache); the ETag makes
 * that revalidation a cheap 304.
 */
export function jsonWithEtag(c: Context, body: unknown, cacheControl = 'no-cache'): Response {
  return taggedJson(c, taggedText(body), { 'Cache-Control': cacheControl });
}

/** A JSON body serialised once with its tag, so a cache can answer many requests with it. */
export interface TaggedText {
  text: string;
  etag: string;
}

export function taggedText(body: unknown): TaggedText {
  const text = JSON.stringify(body);
  return { text, etag: strongEtag(text) };
}

/** 200 with the body, or 304 when the client holds this tag already. */
export function taggedJson(c: Context, { text, etag }: TaggedText, extraHeaders: Record<string, string>): Response {
  const headers = { ETag: etag, ...extraHeaders };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8' } });
}
