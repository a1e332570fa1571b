import * as z from 'zod/mini';
import { flag, requiredText, text } from '../zod-helpers';
import { defaultMainNav, linkListSchema } from './common';

/** Props every header pattern shares. */
const headerBaseSchema = z.object({
  search_placeholder: requiredText('Search laptops, SSDs, monitors…'),
  show_wishlist: flag(true),
  /** Used only when the menu configuration has no 'main' items. */
  fallback_nav: linkListSchema(defaultMainNav),
  /** Keeps the header on screen while the page scrolls. */
  sticky: flag(true),
});
export type HeaderBaseProps = z.output<typeof headerBaseSchema>;

export const header1PropsSchema = z.extend(headerBaseSchema, {
  /** The desktop row of main menu links under the search bar. */
  show_nav_row: flag(true),
});
export type Header1Props = z.output<typeof header1PropsSchema>;

export const header2PropsSchema = z.extend(headerBaseSchema, {
  /** A short line under the centred logo on desktop; empty hides it. */
  tagline: text('Laptops · Components · Accessories'),
});
export type Header2Props = z.output<typeof header2PropsSchema>;

export const header3PropsSchema = z.extend(headerBaseSchema, {
  categories_label: requiredText('All categories'),
  search_button_label: requiredText('Search'),
  /** Text under the action icons on desktop. */
  show_action_labels: flag(true),
});
export type Header3Props = z.output<typeof header3PropsSchema>;

export const header4PropsSchema = z.extend(headerBaseSchema, {
  /** A search icon that unfolds into the search field. */
  show_search: flag(true),
});
export type Header4Props = z.output<typeof header4PropsSchema>;
