/**
 * The storefront is the studio's preview when it runs framed with this query.
 * The literal repeats PREVIEW_QUERY (schemas/api/studio.ts) so the startup
 * bundle does not pull in the studio's schemas; a test keeps the two equal.
 */
export const PREVIEW_PARAM = 'vitrine-preview';

/**
 * The query, or the frame's name: the studio names its frames so, and a name
 * outlives a full-page navigation inside the frame, which drops the query.
 */
export function isPreviewFrame(win: Window = window): boolean {
  return win.parent !== win && (win.name === PREVIEW_PARAM || new URLSearchParams(win.location.search).has(PREVIEW_PARAM));
}
