import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { ImageStoreConfig } from './store-config';
import { s3ImageStore } from './s3-store';

export interface StoredImage {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows them (both stores do). */
  size?: number;
}

/**
 * Where photo files live: the local disk or S3-compatible object storage,
 * chosen by IMAGE_STORE. Keys are ours (products/12/34-ab12…/640.webp), never
 * a caller's; the database row holds the key's prefix.
 */
export interface ImageStore {
  /** Human-readable, for the start-up banner. */
  readonly description: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes every object whose key starts with `prefix`. */
  delete(prefix: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._/-]*$/;

/** Keys are built by this feature, but a path that climbs out of the root must never be opened. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Not a valid image key: ${key}`);
  return key;
}

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' };
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Files under `root` (DATA_DIR/images by default): one instance, or several sharing one volume. */
export function diskImageStore(root: string): ImageStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, ...checkKey(key).split('/'));
  return {
    description: `disk (${base})`,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never streams half a file.
      const temporary = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, contentType: typeOf(key), size: info.size };
    },
    async delete(prefix) {
      // The prefix names a folder ("…/34-ab12/") or the start of names in one; only entries under it go.
      const full = join(base, ...checkKey(prefix).split('/'));
      const folder = prefix.endsWith('/') ? full : dirname(full);
      if (!folder.startsWith(base + sep) && folder !== base) return;
      const entries = await readdir(folder).catch(() => [] as string[]);
      const start = prefix.endsWith('/') ? '' : full.slice(folder.length + 1);
      await Promise.all(entries.filter((name) => name.startsWith(start)).map((name) => rm(join(folder, name), { recursive: true, force: true })));
      if (prefix.endsWith('/')) await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The store the configuration names. */
export function imageStoreFor(config: ImageStoreConfig): ImageStore {
  return config.store === 's3' ? s3ImageStore(config) : diskImageStore(config.dir);
}
