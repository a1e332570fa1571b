/**
 * A URL slug from a title: lower-case letters, digits and single hyphens
 * ('Dell 27" Monitor' → 'dell-27-monitor'). The seed, the product desk and the
 * collections desk all name things this way, so one product's slug reads alike
 * wherever it was made.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/["'″]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
