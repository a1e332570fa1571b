import sharp from 'sharp';
import type { ArtWidth } from './image-urls';

/**
 * The catalogue's drawn pictures as WebP. A browser lays out and paints every
 * SVG <img> as a small document on the page's main thread (tens of
 * milliseconds each on a phone, two dozen on the home page); a raster is
 * decoded off the main thread, as a real shop's photos are. Rendering takes
 * 0.1–0.3 s, so each picture is drawn once per content and width and kept.
 */
const MAX_KEPT = 2000;
const kept = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function draw(svg: string, width: ArtWidth): Promise<Uint8Array<ArrayBuffer>> {
  return sharp(Buffer.from(svg))
    .resize({ width })
    .webp({ quality: 82 })
    .toBuffer()
    .then((bytes) => new Uint8Array(bytes));
}

/** `contentKey` names the SVG's content (its ETag): new data draws a new picture. */
export function rasterizeArt(svg: string, contentKey: string, width: ArtWidth): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${contentKey}@${width}`;
  const known = kept.get(key);
  if (known) {
    // Least recently used goes first: a hit moves to the end.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  // Concurrent requests share one drawing; a failed one is forgotten so the next request tries again.
  const drawing = draw(svg, width);
  drawing.catch(() => kept.delete(key));
  kept.set(key, drawing);
  if (kept.size > MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return drawing;
}
