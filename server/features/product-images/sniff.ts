/*
 * What a file is, from its first bytes: a file's name and the browser's
 * Content-Type are whatever the uploader's machine says, so neither decides.
 */

export type Accepted = 'jpeg' | 'png' | 'webp';
export type Sniffed = { accepted: Accepted } | { refused: string };

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Names for the formats people try most, so the refusal says what the file is. */
function otherFormat(bytes: Uint8Array): string | null {
  if (ascii(bytes, 0, 4) === 'GIF8') return 'a GIF';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith('avi')) return 'an AVIF image';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'a HEIC photo';
    return 'a video or a HEIF image';
  }
  if (ascii(bytes, 0, 2) === 'BM') return 'a BMP image';
  if (starts(bytes, [0x49, 0x49, 0x2a, 0x00]) || starts(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'a TIFF image';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'a PDF';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive (or an Office document)';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'an SVG drawing';
  return null;
}

export function sniff(bytes: Uint8Array): Sniffed {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { accepted: 'jpeg' };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { accepted: 'webp' };
  const other = otherFormat(bytes);
  return { refused: other ? `This file is ${other}; upload a JPEG, PNG or WebP photo` : 'This file is not a JPEG, PNG or WebP photo, whatever its name says; upload one of those' };
}

/** How refusals name an accepted format. */
export const FORMAT_NAMES: Record<Accepted, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };
