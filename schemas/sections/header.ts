import { z } from 'zod';
import { defaultMainNav, linkSchema } from './common';

/** Props every header pattern shares. */
const headerBaseSchema = z.object({
  search_placeholder: z.string().min(1).default('Search laptops, SSDs, monitors…'),
  show_wishlist: z.boolean().default(true),
  /** Used only when the menu configuration has no 'main' items. */
  fallback_nav: z.array(linkSchema).default(defaultMainNav),
  /** Keeps the header on screen while the page scrolls. */
  sticky: z.boolean().default(true),
});
export type HeaderBaseProps = z.output<typeof headerBaseSchema>;

export const header1PropsSchema = headerBaseSchema.extend({
  /** The desktop row of main menu links under the search bar. */
  show_nav_row: z.boolean().default(true),
});
export type Header1Props = z.output<typeof header1PropsSchema>;

export const header2PropsSchema = headerBaseSchema.extend({
  /** A short line under the centred logo on desktop; empty hides it. */
  tagline: z.string().default('Laptops · Components · Accessories'),
});
export type Header2Props = z.output<typeof header2PropsSchema>;

export const header3PropsSchema = headerBaseSchema.extend({
  categories_label: z.string().min(1).default('All categories'),
  search_button_label: z.string().min(1).default('Search'),
  /** Text under the action icons on desktop. */
  show_action_labels: z.boolean().default(true),
});
export type Header3Props = z.output<typeof header3PropsSchema>;

export const header4PropsSchema = headerBaseSchema.extend({
  /** A search icon that unfolds into the search field. */
  show_search: z.boolean().default(true),
});
export type Header4Props = z.output<typeof header4PropsSchema>;
