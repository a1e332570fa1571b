import type { Bootstrap } from '../../../schemas/api/shop-config';

export const HEAD_PLACEHOLDER = '<!--vitrine:head-->';
export const BOOTSTRAP_PLACEHOLDER = '<!--vitrine:bootstrap-->';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * JSON inside <script> ends at the first "</script>", and "<!--" changes how
 * the tokenizer reads the rest; escaping every "<" rules both out and stays
 * valid JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function headTags(bootstrap: Bootstrap): string {
  const { brand_name, theme_color, favicon } = bootstrap.theme;
  return (
    `<title>${escapeHtml(brand_name)}</title>` +
    `<meta name="theme-color" content="${escapeHtml(theme_color)}">` +
    `<link rel="icon" href="${escapeHtml(favicon)}">` +
    // The brand colour must be right in the first paint, before any script applies the theme.
    `<style>:root{--brand:${escapeHtml(theme_color)}}</style>`
  );
}

/**
 * The newest published configuration version this page was rendered with: the
 * tab's live-update stream resumes after it, so a version published between
 * this response and the stream opening is not missed.
 */
export function configVersionTag(id: number): string {
  return `<meta name="vitrine-config-version" content="${Math.max(0, Math.trunc(id))}">`;
}

export function bootstrapScript(bootstrap: Bootstrap): string {
  return `<script id="vitrine-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
}

export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Replacer functions, not strings: a "$&" in a brand name must stay literal.
 * `appHtml` is the server-rendered page; empty, the browser renders it.
 */
export function renderIndexHtml(template: string, bootstrap: Bootstrap, appHtml = '', configVersion = 0): string {
  return template
    .replace(HEAD_PLACEHOLDER, () => headTags(bootstrap) + configVersionTag(configVersion))
    .replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>`)
    .replace(BOOTSTRAP_PLACEHOLDER, () => bootstrapScript(bootstrap));
}
