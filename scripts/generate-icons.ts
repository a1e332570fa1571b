/**
 * Draws the install icons (public/icons/*.png) once: a white shopping bag on
 * the default brand blue. Plain PNG encoding with node:zlib, so no image tool
 * or browser is needed. Run: npx tsx scripts/generate-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const BRAND: Rgb = [0x0b, 0x5f, 0xff];
const WHITE: Rgb = [0xff, 0xff, 0xff];
/** Samples per pixel side: smooth edges without a rasteriser. */
const SUPERSAMPLE = 4;

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA rows to a PNG file (colour type 6, no filtering). */
function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    raw.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Inside a rounded rectangle, all in units of the icon's side (0..1). */
function inRoundedRect(x: number, y: number, left: number, top: number, right: number, bottom: number, radius: number): boolean {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * The bag: a body and a handle arc, scaled by `glyph` around the centre.
 * `tile` is the background's corner radius; 0 fills the square (maskable).
 */
function paint(x: number, y: number, glyph: number, tile: number): Rgb | null {
  if (!inRoundedRect(x, y, 0, 0, 1, 1, tile)) return null;
  const u = (x - 0.5) / glyph + 0.5;
  const v = (y - 0.5) / glyph + 0.5;
  const body = inRoundedRect(u, v, 0.2, 0.36, 0.8, 0.88, 0.06);
  const r = Math.hypot(u - 0.5, v - 0.36);
  const handle = v <= 0.36 && r >= 0.13 && r <= 0.19;
  // The handle's ends show through the bag's top as two holes.
  const holes = Math.hypot(u - 0.34, v - 0.46) < 0.035 || Math.hypot(u - 0.66, v - 0.46) < 0.035;
  return (body && !holes) || handle ? WHITE : BRAND;
}

function drawIcon(size: number, glyph: number, tile: number): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const colour = paint((px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size, glyph, tile);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (a > 0) rgba.set([Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((255 * a) / SUPERSAMPLE ** 2)], at);
    }
  }
  return encodePng(size, rgba);
}

const out = join(process.cwd(), 'public', 'icons');
const icons: [string, number, number, number][] = [
  // Rounded tiles with the bag filling most of it.
  ['icon-192.png', 192, 1, 0.18],
  ['icon-512.png', 512, 1, 0.18],
  // Apple draws its own rounded corners over a full square.
  ['apple-touch-icon.png', 180, 0.9, 0],
  // Maskable: full bleed, and the bag inside the central 80 % safe zone.
  ['maskable-512.png', 512, 0.7, 0],
];
for (const [name, size, glyph, tile] of icons) {
  writeFileSync(join(out, name), drawIcon(size, glyph, tile));
  console.log(`public/icons/${name} (${size}×${size})`);
}
