import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IssuedPolicy } from '../security/page-policy';
import { nonceCarrier } from './html';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=UTF-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The file under distDir for a URL path, or null when it is missing or would
 * escape distDir (../, encoded or not) or is a dotfile.
 */
export async function findDistFile(distDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const root = resolve(distDir);
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

export async function fileResponse(file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(body, {
    headers: { 'Content-Type': type, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** null when the SPA has not been built. */
export async function readIndexTemplate(distDir: string): Promise<string | null> {
  try {
    return await readFile(resolve(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** The studio's own build (vite.studio.config.ts), served under /studio/. */
export const STUDIO_DIR = 'studio';

/**
 * The studio's page: never cached stale (it names hashed assets), never
 * indexed; null when the studio has not been built. It carries the response's
 * policy, and the nonce for the stylesheet its script adds (src/studio/main.tsx).
 */
export async function studioPageResponse(distDir: string, policy: IssuedPolicy): Promise<Response | null> {
  let html: string;
  try {
    html = await readFile(resolve(distDir, STUDIO_DIR, 'studio.html'), 'utf8');
  } catch {
    return null;
  }
  return new Response(html.replace('</head>', () => `${nonceCarrier(policy.nonce)}</head>`), {
    headers: {
      ...policy.headers,
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** /studio, /studio/… and the file itself: one page with no server rendering and no shop data inlined. */
export function isStudioPath(path: string): boolean {
  return path === '/studio' || (path.startsWith('/studio/') && !path.startsWith('/studio/assets/'));
}
