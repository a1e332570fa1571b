/**
 * The id of the page's <style> holding the theme (schemas/theme/css.ts): the
 * server writes it into every page, marked with THEME_STYLE_FROM_SERVER, and
 * the storefront replaces it when the theme changes. Apart from the
 * generator, so the storefront's startup bundle can find the element without
 * carrying the generator.
 */
export const THEME_STYLE_ID = 'vitrine-theme';
/** The attribute on the element the server wrote, for the theme the page was rendered with. */
export const THEME_STYLE_FROM_SERVER = 'data-server';
