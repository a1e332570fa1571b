import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { formatBytes, PHOTO_LIMITS, PHOTO_WIDTHS, type PhotoWidth } from '../../../schemas/api/product-images';
import { PHOTO_FORMATS, widthsFor, type PhotoFormat } from './formats';
import { FORMAT_NAMES, sniff } from './sniff';

export interface PhotoFile {
  width: PhotoWidth;
  format: PhotoFormat;
  contentType: string;
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  /** The original's size as it is shown (after EXIF rotation). */
  width: number;
  height: number;
  byteSize: number;
  /** 16 hex digits of the original's SHA-256: part of every URL, so new bytes get new URLs. */
  hash: string;
  files: PhotoFile[];
}

export type ProcessResult = { ok: true; photo: ProcessedPhoto } | { ok: false; status: 413 | 415 | 422; message: string };

const refuse = (status: 413 | 415 | 422, message: string): ProcessResult => ({ ok: false, status, message });

// AVIF effort 4 is sharp's default: a 1280 px photo in under two seconds here, and files a fifth the size of WebP's.
const ENCODE = { avif: { quality: 50, effort: 4 }, webp: { quality: 80 } } as const;

/**
 * Decoding a 40 MP photo takes a few hundred MB; one at a time keeps a burst
 * of uploads from exhausting a small server's memory.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

async function encode(bytes: Uint8Array, width: number): Promise<PhotoFile[]> {
  // Decoded once (EXIF-rotated, sRGB, 8 bits) at the largest width, then every size and format is made from those pixels.
  const largest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  const base = await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files: PhotoFile[] = [];
  for (const w of widthsFor(width)) {
    for (const { ext, type } of PHOTO_FORMATS) {
      // Metadata is not copied: sharp writes none unless asked, so EXIF (GPS, camera serials) stays behind.
      const pipeline = sharp(base.data, { raw }).resize({ width: w });
      const out = ext === 'avif' ? await pipeline.avif(ENCODE.avif).toBuffer() : await pipeline.webp(ENCODE.webp).toBuffer();
      files.push({ width: w, format: ext, contentType: type, bytes: new Uint8Array(out) });
    }
  }
  return files;
}

/**
 * An uploaded file checked and made into the shop's responsive photos:
 * JPEG, PNG or WebP by its bytes, at most 10 MB and 40 megapixels, at least
 * 400 px on its short side. Every refusal says what was wrong in words.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessResult> {
  if (bytes.byteLength > PHOTO_LIMITS.maxBytes) return refuse(413, `This photo is ${formatBytes(bytes.byteLength)}; the limit is ${formatBytes(PHOTO_LIMITS.maxBytes)}`);
  if (bytes.byteLength === 0) return refuse(422, 'This file is empty; choose a photo');
  const kind = sniff(bytes);
  if ('refused' in kind) return refuse(415, kind.refused);
  const name = FORMAT_NAMES[kind.accepted];
  // The header alone, without the pixel limit, so an oversized photo is named rather than failing to decode.
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return refuse(422, `This ${name} file could not be read; it may be damaged. Export it again and upload the new file`);
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const pixels = shown.width * shown.height;
  if (pixels > PHOTO_LIMITS.maxPixels) {
    const mp = Math.round(pixels / 1e6);
    return refuse(413, `This photo is ${shown.width} × ${shown.height} pixels (${mp} megapixels); the limit is ${PHOTO_LIMITS.maxPixels / 1e6} megapixels`);
  }
  if (Math.min(shown.width, shown.height) < PHOTO_LIMITS.minShortSide) {
    return refuse(422, `This photo is ${shown.width} × ${shown.height} pixels; it needs at least ${PHOTO_LIMITS.minShortSide} pixels on its short side`);
  }
  try {
    const files = await oneAtATime(() => encode(bytes, shown.width));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    return { ok: true, photo: { width: shown.width, height: shown.height, byteSize: bytes.byteLength, hash, files } };
  } catch {
    // A header that parses over a body that does not (a truncated download).
    return refuse(422, `This ${name} file could not be read; it may be damaged. Export it again and upload the new file`);
  }
}
