import * as z from 'zod/mini';

/**
 * Addresses configuration may put in an href or a src. Browsers read "//host"
 * and "/\host" as another site, and drop tabs and newlines anywhere in a URL
 * ("/\t/host" is "//host"), so a shop path starts with one slash and holds no
 * backslash, whitespace or control character. Anything else must be https
 * (no credentials in it), or a phone or e-mail link where a link may be one:
 * never javascript:, data: or a page's own scheme-relative trick.
 */
// Control characters are what these refuse: browsers drop some of them from URLs.
// eslint-disable-next-line no-control-regex
const SHOP_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
const TEL = /^tel:\+?[0-9][0-9-]{2,19}$/;
const MAILTO = /^mailto:[^\s@<>"'\\/:?#]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

export const isShopPath = (value: string): boolean => SHOP_PATH.test(value);

export function isHttpsUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const isSafeHref = (value: string): boolean => isShopPath(value) || isHttpsUrl(value) || TEL.test(value) || MAILTO.test(value);
export const isSafeImageSrc = (value: string): boolean => isShopPath(value) || isHttpsUrl(value);

export const shopPathSchema = z.string().check(z.refine(isShopPath, 'a path inside the shop, like /products'));
export const httpsUrlSchema = z.string().check(z.refine(isHttpsUrl, 'an https:// address'));
export const hrefSchema = z.string().check(z.refine(isSafeHref, 'a path inside the shop (/products), an https:// address, a tel: or a mailto: link'));
export const imageSrcSchema = z.string().check(z.refine(isSafeImageSrc, 'a picture inside the shop (/media/…) or an https:// address'));

/** The same rule, where an empty string means "none". */
export const orNone = <S extends z.ZodMiniString>(schema: S) => z.union([z.literal(''), schema]);
