import * as z from 'zod/mini';
import { FONT_FILES, SUBSET_RANGES, type FontFile } from './font-files';

/**
 * The font families a theme may choose: a closed list, so a theme can name
 * only what the shop can ship and the stylesheet holds no text a merchandiser
 * typed. A `system` choice is a stack of fonts already on the shopper's
 * device: nothing to download, nothing to preload. A `shipped` one is served
 * by the shop itself from /fonts/ (scripts/fonts.ts copies the files from the
 * @fontsource packages): its @font-face rules go into the theme's CSS only
 * when the theme uses it, each file with its unicode-range, so the browser
 * fetches a subset only for text that needs it (a Devanagari file only when
 * the page shows Devanagari), and `font-display: swap` paints the fallback
 * at once.
 */
interface FamilyBase {
  label: string;
  /** What the studio says about it: the scripts it draws, its character. */
  note: string;
  /** The CSS font-family value. */
  stack: string;
}

export type FontFamily = (FamilyBase & { source: 'system' }) | (FamilyBase & { source: 'shipped'; family: string; files: readonly FontFile[] });

export const FONT_IDS = ['system', 'humanist', 'serif', 'inter', 'noto-sans', 'mukta'] as const;
export type FontId = (typeof FONT_IDS)[number];
export const fontIdSchema = z.enum(FONT_IDS);

// Exactly src/styles/tokens.css's --font; the fallback of every shipped family too, so a page looks as before until its file arrives.
const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const FONT_FAMILIES: Readonly<Record<FontId, FontFamily>> = {
  system: {
    label: 'System sans-serif',
    note: "The device's own interface font: nothing to download. Draws Devanagari wherever the device can.",
    stack: SYSTEM_STACK,
    source: 'system',
  },
  humanist: {
    label: 'Humanist sans-serif',
    note: 'Warmer, rounder letters from fonts most devices have: nothing to download.',
    stack: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', 'Noto Sans', sans-serif",
    source: 'system',
  },
  serif: {
    label: 'Transitional serif',
    note: 'A bookish serif from fonts most devices have, for headings: nothing to download.',
    stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Noto Serif', Georgia, serif",
    source: 'system',
  },
  inter: {
    label: 'Inter',
    note: 'Latin only: a crisp display face for headings and prices. Shipped with the shop (about 24 KB a weight).',
    stack: `Inter, ${SYSTEM_STACK}`,
    source: 'shipped',
    family: 'Inter',
    files: FONT_FILES.inter,
  },
  'noto-sans': {
    label: 'Noto Sans + Noto Sans Devanagari',
    note: 'Latin and Devanagari that match: Hindi and Marathi text in the same voice. Shipped with the shop (13 KB a weight; Devanagari about 52 KB, fetched only for Devanagari text).',
    stack: `'Noto Sans', ${SYSTEM_STACK}`,
    source: 'shipped',
    family: 'Noto Sans',
    files: FONT_FILES['noto-sans'],
  },
  mukta: {
    label: 'Mukta',
    note: 'Latin and Devanagari in one friendly design. Shipped with the shop (about 21 KB a weight; Devanagari about 100 KB, fetched only for Devanagari text).',
    stack: `Mukta, ${SYSTEM_STACK}`,
    source: 'shipped',
    family: 'Mukta',
    files: FONT_FILES.mukta,
  },
};

/** What makes a family's files load: its @font-face rules, one per file, for the theme's CSS. */
export function fontFaceCss(ids: Iterable<FontId>): string {
  return [...new Set(ids)]
    .map((id) => FONT_FAMILIES[id])
    .flatMap((font) =>
      font.source === 'shipped'
        ? font.files.map(
            (file) =>
              `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${file.weight};font-display:swap;` +
              `src:url(${file.url}) format("woff2");unicode-range:${SUBSET_RANGES[file.subset]}}`,
          )
        : [],
    )
    .join('');
}

/**
 * The font files the page asks for before its stylesheet finds them: the
 * Latin file of the body font's regular weight (running text) and of the
 * heading font's bold (titles, prices), when those fonts are shipped ones.
 * Two at most, so they do not crowd out the page's first image; the other
 * weights and subsets load when text uses them. None for system fonts.
 */
export function preloadedFontFiles(fonts: { body: FontId; heading: FontId }): string[] {
  const latin = (id: FontId, weight: FontFile['weight']) => {
    const font = FONT_FAMILIES[id];
    return font.source === 'shipped' ? font.files.filter((file) => file.subset === 'latin' && file.weight === weight).map((file) => file.url) : [];
  };
  return [...new Set([...latin(fonts.body, 400), ...latin(fonts.heading, 700)])];
}
