/**
 * What a served HTML page itself asks the browser to load or run before it can
 * paint: module scripts, module preloads and stylesheets by URL, and the text of
 * inline scripts and styles. Pure, so it is unit-tested on strings.
 */
export interface HtmlAssets {
  /** `<script src>` (module or classic), as written. */
  scripts: string[];
  /** `<link rel="modulepreload" href>`, as written. */
  modulepreloads: string[];
  /** `<link rel="stylesheet" href>`, as written. */
  stylesheets: string[];
  /** Text of inline scripts the browser executes (no type, a JavaScript type, or module). */
  inlineScripts: string[];
  /** Text of inline `<style>` elements. */
  inlineStyles: string[];
  /** Text of inline data blocks (`type="application/json"` and the like): bytes, but not code. */
  inlineData: string[];
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** Attribute names (lower-cased) and their values; a bare attribute has the value "". */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

export function htmlAssets(html: string): HtmlAssets {
  const assets: HtmlAssets = { scripts: [], modulepreloads: [], stylesheets: [], inlineScripts: [], inlineStyles: [], inlineData: [] };
  // One pass in document order: a comment (React's <!--$--> markers, a commented-out tag) loads
  // nothing, and the body of a script or style is text, so a "<link" inside either does not count.
  const tokens = /<!--[\s\S]*?-->|<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<link\b([^>]*)>/gi;
  for (const m of html.matchAll(tokens)) {
    const [, tag, tagAttrs, body, linkAttrs] = m;
    if (tag?.toLowerCase() === 'style') {
      assets.inlineStyles.push(body ?? '');
    } else if (tag) {
      const attributes = parseAttributes(tagAttrs ?? '');
      const src = attributes.get('src');
      const executable = EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase());
      if (src) {
        if (executable) assets.scripts.push(src);
      } else if (executable) {
        assets.inlineScripts.push(body ?? '');
      } else {
        assets.inlineData.push(body ?? '');
      }
    } else if (linkAttrs !== undefined) {
      const attributes = parseAttributes(linkAttrs);
      const href = attributes.get('href');
      if (!href) continue;
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) assets.modulepreloads.push(href);
      if (rel.includes('stylesheet')) assets.stylesheets.push(href);
    }
  }
  return assets;
}
