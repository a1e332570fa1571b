import type { Bootstrap } from '../../../schemas/api/shop-config';
import { themeCss } from '../../../schemas/theme/css';
import { preloadedFontFiles } from '../../../schemas/theme/fonts';
import { THEME_STYLE_FROM_SERVER, THEME_STYLE_ID } from '../../../schemas/theme/style-id';
import { REPLAY_ATTRIBUTE, REPLAY_QUEUE } from '../../../schemas/replay-taps';

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

/**
 * The Content-Security-Policy nonce of the server's own inline elements; none
 * when the page is rendered without a policy (tests, tools). A nonce is
 * base64, so it needs no escaping inside the quotes.
 */
export function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${nonce}"` : '';
}

/**
 * Where code that adds a <style> at run time reads the nonce
 * (src/lib/csp-nonce.ts, the local gateway's checkout script): the element's
 * `nonce` property. Browsers hide the attribute's value from CSS selectors
 * once the policy applies. The same element Vite's preload helper reads.
 */
export function nonceCarrier(nonce: string): string {
  return nonce ? `<meta property="csp-nonce"${nonceAttribute(nonce)}>` : '';
}

/** What a page tells search engines and share cards about itself, beyond the shop's defaults. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute: share cards do not resolve a relative image. '' for none. */
  image: string;
  /** The page's own absolute address. */
  url: string;
}

function metaTags(meta: PageMeta, brand: string): string {
  const title = escapeHtml(meta.title ? `${meta.title} | ${brand}` : brand);
  return (
    `<title>${title}</title>` +
    `<link rel="canonical" href="${escapeHtml(meta.url)}">` +
    `<meta property="og:type" content="website">` +
    `<meta property="og:title" content="${escapeHtml(meta.title || brand)}">` +
    `<meta property="og:url" content="${escapeHtml(meta.url)}">` +
    (meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '') +
    (meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}"><meta name="twitter:card" content="summary_large_image">` : '')
  );
}

/**
 * The theme's font files the page will use first (schemas/theme/fonts.ts):
 * asked for with the HTML instead of after the stylesheet is applied, so the
 * text swaps to them sooner. None while the theme keeps system fonts.
 * `crossorigin` because fonts are always fetched in CORS mode: without it
 * the preload would not be reused.
 */
export function fontPreloads(bootstrap: Bootstrap): string {
  const fonts = bootstrap.theme.tokens?.fonts;
  if (!fonts) return '';
  return preloadedFontFiles(fonts)
    .map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

export function headTags(bootstrap: Bootstrap, nonce = '', meta?: PageMeta): string {
  const { brand_name, theme_color, favicon } = bootstrap.theme;
  return (
    (meta ? metaTags(meta, brand_name) : `<title>${escapeHtml(brand_name)}</title>`) +
    `<meta name="theme-color" content="${escapeHtml(theme_color)}">` +
    `<link rel="icon" href="${escapeHtml(favicon)}">` +
    fontPreloads(bootstrap) +
    nonceCarrier(nonce)
  );
}

/**
 * The theme's tokens and colour schemes (schemas/theme/css.ts), right in the
 * first paint, before any script runs. Last in the head: after the
 * stylesheet, whose :root defaults it overrides at the same specificity,
 * whether that stylesheet is inlined or linked. The storefront replaces this
 * element when the theme changes (src/app/providers/ThemeApplier.tsx).
 */
export function themeStyle(bootstrap: Bootstrap, nonce = ''): string {
  return `<style id="${THEME_STYLE_ID}" ${THEME_STYLE_FROM_SERVER}${nonceAttribute(nonce)}>${themeCss(bootstrap.theme)}</style>`;
}

/**
 * The newest published configuration version this page was rendered with: the
 * tab's live-update stream resumes after it, so a version published between
 * this response and the stream opening is not missed.
 */
export function configVersionTag(id: number): string {
  return `<meta name="vitrine-config-version" content="${Math.max(0, Math.trunc(id))}">`;
}

/** A JSON data block: never run, so no Content-Security-Policy applies to it and it carries no nonce. */
export function bootstrapScript(bootstrap: Bootstrap): string {
  return `<script id="vitrine-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
}

export const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
/** index.html's shop-wide description, which a page with its own replaces. */
const TEMPLATE_DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** How the page gets its stylesheet and scripts (page-assets.ts); absent when there is no build manifest. */
export interface PageLoad {
  css: string;
  entry: string;
  preload: readonly string[];
}

/**
 * Until the app takes over, a tap (a click, or Enter or Space on a button) on
 * a control marked with REPLAY_ATTRIBUTE is recorded instead of lost: its
 * default is prevented (a checkbox stays as it was), it is marked
 * aria-busy for the theme to show it working, and it goes on the queue the
 * app replays once hydrated (src/app/replay-taps.ts). Capture phase on the
 * document, so neither React's listeners on the root (once hydrateRoot runs)
 * nor the control see it twice. A second tap on a control already waiting is
 * dropped, as a busy button drops it. Generic on purpose: what a control does
 * is the app's business.
 */
export function tapCaptureScript(): string {
  const marked = `'[${REPLAY_ATTRIBUTE}]'`;
  return (
    `var q=self.${REPLAY_QUEUE}=[];` +
    `document.addEventListener('click',function(v){var t=v.target,c=self.${REPLAY_QUEUE}===q&&t.closest&&t.closest(${marked});if(!c)return;v.preventDefault();v.stopPropagation();` +
    `if(c.getAttribute('aria-busy')!=='true'){c.setAttribute('aria-busy','true');q.push([c,[].indexOf.call(document.querySelectorAll(${marked}),c)])}},true);`
  );
}

/**
 * The scripts start once the server-rendered page has loaded (its stylesheet,
 * its first images: what the first and the largest paint show) and painted, or
 * at once when the server rendered nothing. Then every chunk the page needs is
 * preloaded in one go and the entry hydrates. Hydration never delays the first
 * or the largest paint, and nothing is fetched before them but the HTML and
 * its images. `load` alone is not enough (a small page loads before its first
 * frame); a tab that never paints (opened in the background) starts 3 s after
 * load. A classic inline script: it fetches nothing itself. Taps before the
 * app is ready are kept for it (tapCaptureScript); if the app fails to load,
 * the kept taps are dropped and their controls no longer show busy.
 */
export function loaderScript(load: PageLoad, rendered: boolean, nonce = ''): string {
  const body =
    tapCaptureScript() +
    `var d=document,p=${scriptSafeJson(load.preload)},e=${scriptSafeJson(load.entry)},s=0;` +
    "function go(){if(s)return;s=1;for(var i=0;i<p.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}import(e).catch(free)}" +
    // The app never came (a dropped connection, a blocked script): nothing kept is busy forever, and taps go to the plain page.
    `function free(){var w=self.${REPLAY_QUEUE};self.${REPLAY_QUEUE}=null;if(w)for(var i=0;i<w.length;i++)w[i][0].removeAttribute('aria-busy')}` +
    (rendered
      ? 'var n=2;function one(){if(--n===0)setTimeout(go)}' +
        "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();one()}}).observe({type:'paint',buffered:true})}catch(x){n=1}" +
        "function loaded(){one();setTimeout(go,3000)}if(d.readyState==='complete')loaded();else addEventListener('load',loaded)"
      : 'go()');
  return `<script${nonceAttribute(nonce)}>(function(){${body}})()</script>`;
}

/** What a page adds for its language (locale.ts): the html lang, head tags (alternates, fonts), and its inlined catalogue. */
export interface LocaleHtml {
  lang: string;
  head: string;
  catalogue: string;
}

const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Replacer functions, not strings: a "$&" in a brand name must stay literal.
 * `appHtml` is the server-rendered page; empty, the browser renders it.
 * `nonce` goes on the inline elements written here, and only on them: never
 * on markup that came from elsewhere, which is what the policy guards against.
 */
export function renderIndexHtml(template: string, bootstrap: Bootstrap, appHtml = '', configVersion = 0, load?: PageLoad, nonce = '', meta?: PageMeta, locale?: LocaleHtml): string {
  const described = meta?.description ? template.replace(TEMPLATE_DESCRIPTION, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`) : template;
  const page = locale ? described.replace(HTML_LANG, () => `<html lang="${escapeHtml(locale.lang)}"`) : described;
  // The template's own end of head, before anything with page text is put in.
  return page
    .replace(HEAD_END, () => themeStyle(bootstrap, nonce) + HEAD_END)
    .replace(HEAD_PLACEHOLDER, () => headTags(bootstrap, nonce, meta) + configVersionTag(configVersion) + (load ? `<style${nonceAttribute(nonce)}>${load.css}</style>` : '') + (locale?.head ?? ''))
    .replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>`)
    .replace(BOOTSTRAP_PLACEHOLDER, () => bootstrapScript(bootstrap) + (locale?.catalogue ?? '') + (load ? loaderScript(load, appHtml !== '', nonce) : ''));
}
