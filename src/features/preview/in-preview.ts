/**
 * The storefront is the studio's preview when it runs framed with this query.
 * The literal repeats PREVIEW_QUERY (schemas/api/studio.ts) so the startup
 * bundle does not pull in the studio's schemas; a test keeps the two equal.
 */
export const PREVIEW_PARAM = 'vitrine-preview';

export function isPreviewFrame(win: Window = window): boolean {
  return win.parent !== win && new URLSearchParams(win.location.search).has(PREVIEW_PARAM);
}
