/**
 * What a hostile or careless configuration might put in a pattern's strings,
 * by the role the string plays. Links and pictures get addresses a browser
 * would run or send elsewhere (plus markup hidden inside a valid-looking shop
 * path, which the schema accepts and React must escape in the attribute);
 * every other string gets markup and script-context breakouts.
 */

export type LeafRole = 'link' | 'image' | 'text';

export const HOSTILE_LINKS: readonly string[] = [
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  'data:text/html,<script>alert(1)</script>',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  // Valid shop paths carrying markup: accepted by the rule, so they must render escaped.
  '/"><svg/onload=alert(1)>',
  "/products'onmouseover='alert(1)",
];

export const HOSTILE_IMAGES: readonly string[] = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  ' javascript:alert(1)',
  'http://evil.example/x.png',
  '/media/x.png"onerror="alert(1)',
];

export const HOSTILE_MARKUP: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  '{{constructor.constructor("alert(1)")()}}',
  '</style><script>alert(1)</script>',
];

export const payloadsFor = (role: LeafRole): readonly string[] =>
  role === 'link' ? HOSTILE_LINKS : role === 'image' ? HOSTILE_IMAGES : HOSTILE_MARKUP;

const LINK_WORDS = new Set(['href', 'link', 'links', 'url', 'uri', 'path', 'to', 'cta', 'action']);
const IMAGE_WORDS = new Set(['image', 'images', 'img', 'src', 'logo', 'icon', 'picture', 'photo', 'thumbnail', 'favicon', 'avatar', 'banner', 'poster']);
/** A key naming words ("link_label", "cta_text") is text whatever else it says. */
const TEXT_WORDS = new Set(['label', 'text', 'title', 'caption', 'name', 'message', 'note', 'alt', 'description']);

/** "/x", "https://x", "tel:", "mailto:": a value that already is an address. */
const looksLikeAddress = (value: string): boolean => /^(\/|https?:|tel:|mailto:)/i.test(value);
const looksLikePicture = (value: string): boolean => looksLikeAddress(value) && /\.(svg|png|jpe?g|webp|avif|gif)(\?|#|$)/i.test(value);

/**
 * The role of a string by its key and its default value: an address-looking
 * default is a link or a picture whatever its key; a key that says link or
 * picture is one when its default is an address or empty ("none").
 */
export function roleOf(key: string, value: string): LeafRole {
  const words = key.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const says = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const addressOrNone = value === '' || looksLikeAddress(value);
  if (looksLikePicture(value) || (says(IMAGE_WORDS) && !says(TEXT_WORDS) && addressOrNone)) return 'image';
  if (looksLikeAddress(value) || (says(LINK_WORDS) && !says(TEXT_WORDS) && addressOrNone)) return 'link';
  return 'text';
}
