import * as z from 'zod/mini';

/**
 * The web app manifest the server builds from the shop's theme
 * (/manifest.webmanifest): what a browser needs to offer "Install" and to
 * start the shop standalone.
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

export const manifestIconSchema = z.object({
  src: z.string().check(z.regex(/^\/icons\/[a-z0-9-]+\.png$/)),
  sizes: z.string().check(z.regex(/^\d+x\d+$/)),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});
export type ManifestIcon = z.infer<typeof manifestIconSchema>;

export const webManifestSchema = z.object({
  id: z.literal('/'),
  name: z.string().check(z.minLength(1)),
  /** Under the home screen icon: 12 characters is what launchers show without cutting. */
  short_name: z.string().check(z.minLength(1), z.maxLength(12)),
  description: z.optional(z.string()),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  lang: z.literal('en-IN'),
  dir: z.literal('ltr'),
  categories: z.array(z.string()),
  theme_color: hexColour,
  background_color: hexColour,
  icons: z.array(manifestIconSchema).check(z.minLength(1)),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** The committed PNGs under public/icons (scripts/generate-icons.ts draws them). */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
