import { join } from 'node:path';
import { z } from 'zod';

export interface S3StoreConfig {
  store: 's3';
  /** https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000, … */
  endpoint: string;
  bucket: string;
  /** Part of the signature; 'auto' for Cloudflare R2, the bucket's region elsewhere. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path style (endpoint/bucket/key) works with every S3-compatible service; virtual-hosted (bucket.endpoint/key) is AWS's preference. */
  urlStyle: 'path' | 'virtual';
}

export type ImageStoreConfig = { store: 'disk'; dir: string } | S3StoreConfig;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** The variables server/env.ts reads for photo storage (spread into its schema). */
export const imageStoreEnv = {
  IMAGE_STORE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['disk', 's3'], { error: 'IMAGE_STORE must be disk or s3' }).default('disk')),
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+\/?$/.test(v),
    "S3_ENDPOINT must be the service's address without a path, e.g. https://s3.ap-south-1.amazonaws.com",
  ),
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as ap-south-1 (auto for Cloudflare R2)').default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_URL_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['path', 'virtual'], { error: 'S3_URL_STYLE must be path or virtual' }).default('path')),
};

type ImageStoreEnv = z.output<z.ZodObject<typeof imageStoreEnv>>;

/** Disk under DATA_DIR unless IMAGE_STORE=s3, which then needs every S3 variable. */
export function imageStoreConfig(env: ImageStoreEnv, dataDir: string): { ok: true; config: ImageStoreConfig } | { ok: false; message: string } {
  if (env.IMAGE_STORE === 'disk') return { ok: true, config: { store: 'disk', dir: join(dataDir, 'images') } };
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (endpoint === undefined || bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    const missing = Object.entries({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey })
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    return { ok: false, message: `IMAGE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; missing: ${missing.join(', ')}` };
  }
  return { ok: true, config: { store: 's3', endpoint: endpoint.replace(/\/$/, ''), bucket, region: env.S3_REGION, accessKeyId, secretAccessKey, urlStyle: env.S3_URL_STYLE } };
}
