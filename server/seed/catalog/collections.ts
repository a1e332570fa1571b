import type { CategoryKind, COLLECTION_TONES } from '../../../schemas/api/catalog';
import type { Tag } from './types';

export interface CollectionDef {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  tone: (typeof COLLECTION_TONES)[number];
  /** Whose illustration stands for the collection. */
  kind: CategoryKind;
  /** Products carrying this tag are members. */
  tag: Tag;
}

export const COLLECTION_MAX_PRODUCTS = 20;

export const COLLECTIONS: readonly CollectionDef[] = [
  {
    slug: 'gaming-rigs',
    title: 'Gaming rigs',
    tagline: 'Frames per second, not seconds per frame',
    description: 'RTX laptops and towers, high-refresh monitors, fast NVMe drives and esports mice: everything for a setup that keeps up with you.',
    tone: 'dark',
    kind: 'graphics-cards',
    tag: 'gaming',
  },
  {
    slug: 'work-from-home',
    title: 'Work from home',
    tagline: 'A desk that works as hard as you do',
    description: 'Business laptops, eye-care monitors, quiet keyboards, noise-cancelling headphones and mesh Wi-Fi for calls that never drop.',
    tone: 'soft',
    kind: 'monitors',
    tag: 'work',
  },
  {
    slug: 'creator-studio',
    title: 'Creator studio',
    tagline: 'Shoot, edit and publish',
    description: 'Mirrorless cameras, colour-accurate 4K displays, MacBooks and fast portable SSDs for photographers, editors and YouTubers.',
    tone: 'brand',
    kind: 'cameras',
    tag: 'creator',
  },
  {
    slug: 'student-essentials',
    title: 'Student essentials',
    tagline: 'Ready for the new semester',
    description: 'Affordable laptops, budget 5G phones, earbuds, pen drives and power banks that fit a student budget.',
    tone: 'accent',
    kind: 'laptops',
    tag: 'student',
  },
  {
    slug: 'tech-jewellery',
    title: 'Tech jewellery',
    tagline: 'Smart things that look like jewellery',
    description: 'Titanium smart rings, link-bracelet smartwatches, Milanese and ceramic straps, phone charms and jewelled earbuds cases.',
    tone: 'accent',
    kind: 'wearables',
    tag: 'jewellery',
  },
  {
    slug: 'festive-gifting',
    title: 'Festive gifting',
    tagline: 'Gifts they will actually use',
    description: 'Earbuds, smartwatches, speakers, action cameras and power banks for Diwali, Rakhi and birthdays, with gift-ready packing.',
    tone: 'brand',
    kind: 'audio',
    tag: 'gift',
  },
];
