import { CATALOGUE_ELEMENT_ID, DEFAULT_LOCALE, LOCALES, localizedPath, type InlinedCatalogue, type Locale } from '../../../schemas/locale';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import { FONT_FAMILIES } from '../../../schemas/theme/fonts';
import { FONT_FILES, SUBSET_RANGES } from '../../../schemas/theme/font-files';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles, splitServerAreas } from '../../../src/i18n/catalogue-files';
import { escapeHtml, nonceAttribute, scriptSafeJson } from './html';

const catalogues = new Map<Locale, Promise<InlinedCatalogue>>();

/**
 * A locale's messages compiled as the build compiles them (src/i18n/compile.ts),
 * read once per process. Every page inlines its own locale's, English too: the
 * storefront's code carries no catalogue, so a page loads one language's words
 * and JSON, not JavaScript, to parse before hydrating.
 */
export function catalogueFor(locale: Locale): Promise<InlinedCatalogue> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = Promise.resolve().then(() => ({ locale, messages: compileCatalogue(mergeAreas(locale, splitServerAreas(readCatalogueFiles()[locale] ?? {}).page)) }));
    catalogue.catch(() => catalogues.delete(locale));
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** A data block the client reads before hydrating (src/i18n/client.ts): never run, so it needs no nonce. */
export function catalogueScript(catalogue: InlinedCatalogue): string {
  return `<script id="${CATALOGUE_ELEMENT_ID}" type="application/json">${scriptSafeJson(catalogue)}</script>`;
}

/** The same page in every locale, for search engines; x-default is the default locale's. */
export function alternateLinks(origin: string, path: string, search: string): string {
  const href = (locale: Locale) => escapeHtml(`${origin}${localizedPath(locale, path)}${search}`);
  return (
    LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}">`
  );
}

/** Locales written in Devanagari. */
const DEVANAGARI: ReadonlySet<Locale> = new Set(['hi-IN']);
const DEVANAGARI_FILES = FONT_FILES['noto-sans'].filter((file) => file.subset === 'devanagari');
const DEVANAGARI_FAMILY = 'Vitrine Devanagari';

/**
 * The shop's own Devanagari face (Noto Sans Devanagari, public/fonts) on
 * Devanagari pages only, put before the theme's stack: its unicode-range
 * limits it to Devanagari, so Latin text keeps the theme's font, and
 * font-display: swap paints the fallback at once. Skipped when the theme's
 * body font ships Devanagari itself (Mukta, Noto Sans). English pages never
 * declare it, so they never fetch it. Higher specificity than the theme's
 * heading rule (schemas/theme/css.ts), which comes later in the head.
 */
export function localeFontHead(locale: Locale, bootstrap: Bootstrap, nonce: string): string {
  if (!DEVANAGARI.has(locale)) return '';
  const body = bootstrap.theme.tokens?.fonts.body;
  const own = body ? FONT_FAMILIES[body] : undefined;
  if (own?.source === 'shipped' && own.files.some((file) => file.subset === 'devanagari')) return '';
  const faces = DEVANAGARI_FILES.map(
    (file) =>
      `@font-face{font-family:"${DEVANAGARI_FAMILY}";font-style:normal;font-weight:${file.weight};font-display:swap;` +
      `src:url(${file.url}) format("woff2");unicode-range:${SUBSET_RANGES.devanagari}}`,
  ).join('');
  const regular = DEVANAGARI_FILES.find((file) => file.weight === 400);
  return (
    (regular ? `<link rel="preload" href="${regular.url}" as="font" type="font/woff2" crossorigin>` : '') +
    `<style${nonceAttribute(nonce)}>${faces}html[lang] body{font-family:"${DEVANAGARI_FAMILY}",var(--font)}` +
    `html[lang] :is(h1,h2,h3,h4,h5,h6){font-family:"${DEVANAGARI_FAMILY}",var(--font-heading)}</style>`
  );
}
