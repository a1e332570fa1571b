import * as z from 'zod/mini';
import { integer, nonEmpty, requiredText, text, withDefault } from '../zod-helpers';
import { barToneSchema, linkSchema, optionalPathSchema, pathSchema } from './common';

/**
 * Props of the home page sections that need no product catalogue: hero
 * banners, promotional banners and trust badges. Every colour is a tone that
 * resolves to theme tokens, and every picture is drawn in code, so a shop with
 * no uploads still has a finished home page.
 */

/** The tones of the promotional bars, drawn here as theme-derived gradients. */
export const panelToneSchema = barToneSchema;
export type PanelTone = z.output<typeof panelToneSchema>;

/** Pictures drawn with inline SVG in the hero; 'none' leaves the space to the text. */
export const HERO_ILLUSTRATIONS = ['laptop', 'gpu', 'monitor', 'headphones', 'pc', 'none'] as const;
export const heroIllustrationSchema = z.enum(HERO_ILLUSTRATIONS);
export type HeroIllustration = z.output<typeof heroIllustrationSchema>;

/** A secondary link: an empty label or path hides it. */
export const optionalLinkSchema = z.object({
  label: text(''),
  href: withDefault(optionalPathSchema, ''),
});
export type OptionalLink = z.output<typeof optionalLinkSchema>;
const noLink: OptionalLink = { label: '', href: '' };

// ---------------------------------------------------------------- hero-banner

export const heroSlideSchema = z.object({
  /** Small line above the title, e.g. the sale's name or its end date. */
  eyebrow: text(''),
  title: nonEmpty(),
  subtitle: text(''),
  cta: linkSchema,
  secondary_cta: withDefault(optionalLinkSchema, noLink),
  tone: withDefault(panelToneSchema, 'brand'),
  illustration: withDefault(heroIllustrationSchema, 'laptop'),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

export const heroBanner1PropsSchema = z.object({
  /** Names the carousel for screen readers. */
  label: requiredText('Featured offers'),
  slides: withDefault(z.array(heroSlideSchema).check(z.minLength(1), z.maxLength(4)), [
    {
      eyebrow: 'Ends 31 December',
      title: 'Year-End Tech Sale: up to 60% off',
      subtitle: 'Gaming and business laptops, monitors, SSDs and accessories, with a GST invoice on every order.',
      cta: { label: 'Shop hot deals', href: '/product/hot-deals' },
      secondary_cta: { label: 'All products', href: '/products' },
      tone: 'dark',
      illustration: 'laptop',
    },
    {
      eyebrow: 'Graphics cards',
      title: 'RTX 40-series graphics cards from ₹29,999',
      subtitle: 'RTX 4060 to 4090 from ASUS, MSI, Zotac and Gigabyte, with full Indian brand warranty.',
      cta: { label: 'Shop graphics cards', href: '/category/graphics-cards/5' },
      secondary_cta: noLink,
      tone: 'brand',
      illustration: 'gpu',
    },
    {
      eyebrow: 'Easy payments',
      title: 'No-cost EMI on HDFC & ICICI cards',
      subtitle: 'Spread the cost over 3, 6 or 9 months on orders above ₹5,000, with no extra interest.',
      cta: { label: 'See new arrivals', href: '/new-arrivals' },
      secondary_cta: { label: 'Collections', href: '/collection' },
      tone: 'accent',
      illustration: 'monitor',
    },
  ]),
  /** Seconds each slide shows before the next; visitors can pause. */
  interval_seconds: withDefault(integer(3, 20), 6),
});
export type HeroBanner1Props = z.output<typeof heroBanner1PropsSchema>;

export const spotlightTileSchema = z.object({
  label: nonEmpty(),
  caption: text(''),
  href: pathSchema,
  tone: withDefault(panelToneSchema, 'soft'),
  illustration: withDefault(heroIllustrationSchema, 'none'),
});
export type SpotlightTile = z.output<typeof spotlightTileSchema>;

export const heroBanner2PropsSchema = z.object({
  eyebrow: text('New this season'),
  headline: requiredText('Build your dream PC'),
  subline: text('Processors, motherboards, graphics cards, RAM and cabinets from the brands you trust, with help choosing parts that work together.'),
  cta: withDefault(linkSchema, { label: 'Shop all products', href: '/products' }),
  secondary_cta: withDefault(optionalLinkSchema, { label: 'New arrivals', href: '/new-arrivals' }),
  tone: withDefault(panelToneSchema, 'dark'),
  /** Exactly four: they fill a 2 × 2 grid. */
  tiles: withDefault(z.array(spotlightTileSchema).check(z.length(4)), [
    { label: 'Hot deals', caption: 'Up to 60% off this week', href: '/product/hot-deals', tone: 'accent', illustration: 'laptop' },
    { label: 'Graphics cards', caption: 'RTX 40-series from ₹29,999', href: '/category/graphics-cards/5', tone: 'brand', illustration: 'gpu' },
    { label: 'New arrivals', caption: 'The latest laptops and monitors', href: '/new-arrivals', tone: 'soft', illustration: 'monitor' },
    { label: 'Collections', caption: 'Gaming, work-from-home and creator kits', href: '/collection', tone: 'soft', illustration: 'headphones' },
  ]),
});
export type HeroBanner2Props = z.output<typeof heroBanner2PropsSchema>;

// -------------------------------------------------------------- promo-banners

/** Icons the promotional cards can show, from the shared icon set. */
export const promoIconSchema = z.enum(['tag', 'gift', 'wallet', 'sparkle', 'star', 'truck', 'shield', 'none']);

export const promoCardSchema = z.object({
  title: nonEmpty(),
  text: text(''),
  cta: linkSchema,
  tone: withDefault(panelToneSchema, 'soft'),
  icon: withDefault(promoIconSchema, 'tag'),
});
export type PromoCard = z.output<typeof promoCardSchema>;

export const promoBanners1PropsSchema = z.object({
  /** Names the row for screen readers. */
  label: requiredText('Offers for you'),
  cards: withDefault(z.array(promoCardSchema).check(z.minLength(2), z.maxLength(3)), [
    {
      title: 'No-cost EMI',
      text: 'On HDFC & ICICI credit cards for orders above ₹5,000.',
      cta: { label: 'See EMI deals', href: '/product/hot-deals' },
      tone: 'brand',
      icon: 'wallet',
    },
    {
      title: 'Laptops for college',
      text: 'Core i5 and Ryzen 5 laptops from ₹34,990, with a free backpack.',
      cta: { label: 'Shop laptops', href: '/new-arrivals' },
      tone: 'soft',
      icon: 'star',
    },
    {
      title: 'Gift cards from ₹500',
      text: 'Let them pick their own headphones, keyboard or SSD.',
      cta: { label: 'Buy a gift card', href: '/gift-card' },
      tone: 'accent',
      icon: 'gift',
    },
  ]),
});
export type PromoBanners1Props = z.output<typeof promoBanners1PropsSchema>;

export const promoBanners2PropsSchema = z.object({
  title: requiredText('Use code TECH500 for ₹500 off above ₹9,999'),
  text: text('On laptops, monitors and PC components till 31 December. One use per customer.'),
  /** What the visitor types at checkout; the Copy button puts it on the clipboard. */
  code: withDefault(z.string().check(z.trim(), z.minLength(1), z.maxLength(24)), 'TECH500'),
  cta: withDefault(linkSchema, { label: 'Shop now', href: '/product/hot-deals' }),
  tone: withDefault(panelToneSchema, 'soft'),
});
export type PromoBanners2Props = z.output<typeof promoBanners2PropsSchema>;

// ---------------------------------------------------------------- trust-strip

/** Badge icons: most from the shared set; receipt, headset and lock are drawn in the section. */
export const TRUST_ICONS = ['shield', 'receipt', 'truck', 'refresh', 'wallet', 'headset', 'lock'] as const;
export const trustIconSchema = z.enum(TRUST_ICONS);
export type TrustIcon = z.output<typeof trustIconSchema>;

export const trustItemSchema = z.object({
  icon: withDefault(trustIconSchema, 'shield'),
  title: nonEmpty(),
  text: text(''),
});
export type TrustItem = z.output<typeof trustItemSchema>;

const defaultTrustItems: TrustItem[] = [
  { icon: 'shield', title: 'Genuine products', text: 'Brand warranty' },
  { icon: 'receipt', title: 'GST invoice', text: 'Claim input credit' },
  { icon: 'truck', title: 'Free delivery', text: 'On orders above ₹499' },
  { icon: 'refresh', title: 'Easy returns', text: '7-day replacement' },
];

export const trustStrip1PropsSchema = z.object({
  label: requiredText('Why shop with us'),
  /** Exactly four: a 2 × 2 grid on phones, one row of four on desktops. */
  items: withDefault(z.array(trustItemSchema).check(z.length(4)), defaultTrustItems),
});
export type TrustStrip1Props = z.output<typeof trustStrip1PropsSchema>;

export const trustStrip2PropsSchema = z.object({
  label: requiredText('Why shop with us'),
  /** Two to five: one line, which scrolls sideways on narrow phones. */
  items: withDefault(z.array(trustItemSchema).check(z.minLength(2), z.maxLength(5)), defaultTrustItems),
});
export type TrustStrip2Props = z.output<typeof trustStrip2PropsSchema>;
