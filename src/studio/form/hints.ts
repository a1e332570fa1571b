/**
 * What a schema cannot say about a property, decided by its name: the JSON
 * Schema of `category_id` is only "a positive integer" and of `favicon` only
 * "a string", yet one wants a category picker and the other a picture preview.
 * The section schemas keep to these names, so one table serves every section;
 * a `section.prop` row (top-level props only) overrides a `prop` row where
 * the same name means something else in one section.
 *
 * Kinds:
 * - category: a category id, chosen from the category tree by name
 * - collection: a collection slug, chosen from the collections by name
 * - selection: 'all' or chosen slugs, in order (source: the catalogue list)
 * - link: a path inside the shop, with a picker of products, categories, collections and pages
 * - image: a picture URL, with a thumbnail preview
 * - colour: a #rrggbb colour, with a colour picker
 * - multiline: a long text (textarea)
 */

export type HintKind = 'category' | 'collection' | 'selection' | 'link' | 'image' | 'colour' | 'multiline';
export type SelectionSource = 'categories' | 'brands' | 'collections';

export interface Hint {
  kind?: HintKind;
  source?: SelectionSource;
  label?: string;
  help?: string;
  /** What one entry of a list is called: "Slide" gives legends "Slide 1", "Slide 2". */
  item?: string;
  /** The HTML input type of a plain text field. */
  inputType?: 'email' | 'tel' | 'url';
}

const TABLE: Readonly<Record<string, Hint>> = {
  // Pickers and special inputs.
  category_id: { kind: 'category', label: 'Category', help: 'Used when the source is a category.' },
  collection_slug: { kind: 'collection', label: 'Collection', help: 'Used when the source is a collection.' },
  categories: { kind: 'selection', source: 'categories', help: 'All categories, or the ones you choose in the order you put them.' },
  brands: { kind: 'selection', source: 'brands', help: 'All brands, or the ones you choose in the order you put them.' },
  collections: { kind: 'selection', source: 'collections', help: 'All collections, or the ones you choose in the order you put them.' },
  href: { kind: 'link', label: 'Link' },
  link_href: { kind: 'link', label: 'Link', help: 'Empty hides the link.' },
  favicon: { kind: 'image', label: 'Favicon', help: 'The small picture in the browser tab: a URL or a path like /media/favicon.svg.' },
  brand_logo: { kind: 'image', label: 'Brand logo', help: 'A URL or a path; empty shows the brand name instead.' },
  theme_color: { kind: 'colour', label: 'Theme colour', help: 'Buttons, links and highlights; text colours adjust so contrast holds.' },
  // Campaign page settings (src/studio/campaigns).
  'campaign.title': { label: 'Page title', help: 'The tab title and the heading of share cards.' },
  'campaign.description': { kind: 'multiline', label: 'Description', help: 'What search engines and share cards show under the title; up to 200 characters.' },
  'campaign.share_image': { kind: 'image', label: 'Share image', help: 'The picture of share cards on WhatsApp, X and Facebook; empty for none.' },
  'campaign.after_end': { kind: 'link', label: 'After the end, send shoppers to', help: 'Empty: the address shows Page Not Found.' },
  // Targeted versions of a page (src/studio/targeted).
  'targeted.name': { label: 'Name', help: 'What the studio calls it, like "Returning shoppers in Maharashtra".' },
  'targeted.priority': { label: 'Priority', help: 'When a shopper is in the audience of several versions of this page, the lowest number wins (1 to 99).' },
  'targeted.active': { label: 'Served to its audience', help: 'Switch off to retire it and keep its history.' },
  about: { kind: 'multiline' },
  address: { kind: 'multiline', label: 'Address' },
  subline: { kind: 'multiline' },
  gst_note: { kind: 'multiline', label: 'GST note' },
  note: { kind: 'multiline' },
  empty_text: { kind: 'multiline' },

  // Lists: what one entry is called.
  slides: { item: 'Slide' },
  tiles: { item: 'Tile', help: 'Exactly four: they fill a 2 × 2 grid.' },
  cards: { item: 'Card' },
  messages: { item: 'Message' },
  links: { item: 'Link' },
  quick_links: { item: 'Link', help: 'Used only when the menu has no footer items.' },
  service_links: { item: 'Link' },
  fallback_nav: { item: 'Link', label: 'Fallback navigation', help: 'Used only when the menu has no main items.' },
  fallback_tabs: { item: 'Tab', help: 'Used only when the menu has no sub-header items.' },
  delivery_lines: { item: 'Delivery line' },
  assurances: { item: 'Assurance', help: 'Short promises after "Sold by", joined by dots.' },
  payment_methods: { item: 'Payment method' },

  // Friendlier labels and help.
  cta: { label: 'Button' },
  secondary_cta: { label: 'Second button', help: 'An empty label or link hides it.' },
  empty_cta: { label: 'Button when empty' },
  empty_secondary_cta: { label: 'Second button when empty' },
  aria_label: { label: 'Screen-reader label' },
  eyebrow: { help: 'A small line above the title.' },
  interval_seconds: { label: 'Seconds per slide' },
  ends_at: { label: 'Ends at', help: 'Date and time with offset, e.g. 2026-12-31T23:59:59+05:30 (IST).' },
  limit: { label: 'How many to show' },
  sticky: { help: 'Keeps the header on screen while the page scrolls.' },
  show_nav_row: { label: 'Show the menu row', help: 'The desktop row of main menu links under the search bar.' },
  tagline: { help: 'A short line under the centred logo on desktop; empty hides it.' },
  show_action_labels: { help: 'Text under the action icons on desktop.' },
  show_search: { help: 'A search icon that unfolds into the search field.' },
  view_all_label: { help: 'Text of the link to the full list; its address follows the source.' },
  highlight_label: { help: 'Ribbon on the first, highlighted product.' },
  code: { label: 'Coupon code', help: 'What the visitor types at checkout; the Copy button puts it on the clipboard.' },
  free_delivery_threshold_rupees: { label: 'Free delivery from (₹)', help: 'Delivery is free when the payable amount reaches this many rupees.' },
  delivery_fee_rupees: { label: 'Delivery fee (₹)', help: 'Charged below the free-delivery amount.' },
  show_move_to_wishlist: { help: '"Move to wishlist" on each line.' },
  sticky_summary: { help: 'On desktops the summary stays in view while the list scrolls.' },
  sticky_checkout_bar: { help: 'On phones a bar with the total and the checkout button stays at the bottom.' },
  items_label: { label: 'Items toggle', help: 'The button that unfolds the items; {count} is replaced by their number.' },
  sticky_buy_box: { help: 'On desktops the buy box stays in view while the gallery scrolls.' },
  emi_months: { label: 'EMI months', help: 'Months of the no-cost EMI line, shown above ₹5,000; 0 hides it.' },
  pictures_across: { help: 'Pictures across the strip on desktops; phones show one at a time.' },
  columns: { help: 'Cards per row on wide screens; phones show two.' },
  brands_visible: { help: 'Brands listed before "Show more".' },
  show_price_ranges: { help: 'Ready-made price bands, derived from the prices in the list.' },
  show_sub_categories: { help: 'On a category page: its sub-categories, to narrow the list.' },
  show_key_facts: { help: 'Stock, savings and options under each product.' },
  show_inapplicable: { help: 'List the coupons this cart does not qualify for yet, greyed, with the reason.' },
  show_mobile: { help: 'Show the mobile number on each address (the courier calls it).' },
  show_free_delivery_hint: { help: '"Add ₹X more for free delivery" under a charged delivery.' },
  place_label: { help: 'The button when nothing is due online (cash on delivery).' },
  pay_label: { help: 'The button when something is due now: followed by the amount.' },
  show_items: { help: 'List the items above the figures.' },
  keep_after_adding: { help: 'Keeps the product on the wishlist after adding it to the cart.' },
  copyright_note: { help: 'After "© {year} {brand}."' },
  hours: { help: 'Shown beside the phone number on wider screens.' },
  module: { help: 'The module switch that hides this item when off; empty: always shown.' },
  placement: { help: 'Where the item appears.' },

  // Business details.
  brand_name: { label: 'Brand name' },
  youtube_url: { label: 'YouTube URL', inputType: 'url' },
  instagram_url: { label: 'Instagram URL', inputType: 'url' },
  facebook_url: { label: 'Facebook URL', inputType: 'url' },
  review_url: { label: 'Review URL', inputType: 'url', help: 'Where shoppers write a review, e.g. your Google Business page.' },
  map_url: { label: 'Map URL', inputType: 'url' },
  phone_number: { label: 'Phone number', inputType: 'tel' },
  email: { label: 'Email', inputType: 'email' },
  gstin: { label: 'GSTIN', help: 'Printed on invoices; 15 characters.' },

  // Where a name means something else in one section.
  'hero-banner.label': { help: 'Names the carousel for screen readers.' },
  'promo-banners.label': { help: 'Names the row for screen readers.' },
  'trust-strip.label': { help: 'Names the badges for screen readers.' },
  'trust-strip.items': { item: 'Badge' },
  'promotional-header.messages': { item: 'Message' },
  'product-listing.label': { help: "The section's heading for screen readers; the page's title is the visible one." },
  'product-filters.label': { help: 'Names the filter bar for screen readers.' },
  'menu-item.label': { help: 'The text of the menu item.' },
  'menu-item.href': { kind: 'link', label: 'Link' },
};

const WORDS: Readonly<Record<string, string>> = {
  url: 'URL',
  cta: 'button',
  gst: 'GST',
  emi: 'EMI',
  id: 'ID',
  aria: 'ARIA',
  nav: 'navigation',
};

/** "view_all_label" → "View all label"; known abbreviations spelt out. */
export function humanize(key: string): string {
  const words = key.split(/[_-]+/).filter(Boolean).map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The row for a property, from its name and (optionally) the section it belongs to, plus suffix conventions. */
export function hintFor(key: string, section?: string): Hint {
  const own = TABLE[key] ?? {};
  const scoped = section ? (TABLE[`${section}.${key}`] ?? {}) : {};
  return { ...bySuffix(key), ...own, ...scoped };
}

function bySuffix(key: string): Hint {
  if (key.endsWith('_href')) return { kind: 'link' };
  if (/(^|_)(colou?r)$/.test(key)) return { kind: 'colour' };
  if (key.endsWith('_image') || key.endsWith('image_url') || key.endsWith('_logo')) return { kind: 'image' };
  if (key.endsWith('_url')) return { inputType: 'url' };
  return {};
}

export function labelFor(key: string, section?: string): string {
  return hintFor(key, section).label ?? humanize(key);
}

/** "Slide" for `slides` unless the table says otherwise. */
export function itemLabelFor(key: string, section?: string): string {
  const hint = hintFor(key, section);
  if (hint.item) return hint.item;
  const label = hint.label ?? humanize(key);
  return label.endsWith('s') ? label.slice(0, -1) : label;
}
