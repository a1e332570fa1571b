import * as z from 'zod/mini';

/**
 * The font families a theme may choose: a closed list, so a theme can name
 * only what the shop can ship and the stylesheet holds no text a merchandiser
 * typed. Today every choice is a stack of fonts already on the shopper's
 * device (`source: 'system'`: nothing to download, nothing to preload). A
 * self-hosted family joins the list with its own source and files; the CSS
 * generator reads only `stack`, so the rest of the theme does not change.
 */
export interface FontFamily {
  label: string;
  /** The CSS font-family value. */
  stack: string;
  source: 'system';
}

export const FONT_IDS = ['system', 'humanist', 'serif'] as const;
export type FontId = (typeof FONT_IDS)[number];
export const fontIdSchema = z.enum(FONT_IDS);

export const FONT_FAMILIES: Readonly<Record<FontId, FontFamily>> = {
  // Exactly src/styles/tokens.css's --font.
  system: {
    label: 'System sans-serif',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    source: 'system',
  },
  humanist: {
    label: 'Humanist sans-serif',
    stack: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', 'Noto Sans', sans-serif",
    source: 'system',
  },
  serif: {
    label: 'Transitional serif',
    stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Noto Serif', Georgia, serif",
    source: 'system',
  },
};
