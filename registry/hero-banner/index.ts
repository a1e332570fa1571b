import { definePattern, type SectionDefinition } from '../types';
import { heroBanner1PropsSchema, heroBanner2PropsSchema } from '../../schemas/sections/home';

/** Skeleton heights are the fixed heights in each pattern's CSS. */
export const heroBanner: SectionDefinition = {
  name: 'hero-banner',
  label: 'Hero banner',
  patterns: {
    1: definePattern({
      label: 'Slider',
      description: 'Full-width slides with a drawn product picture; auto-advances with pause, prev/next and dots; still for reduced motion.',
      schema: heroBanner1PropsSchema,
      load: () => import('./HeroBanner1'),
      skeleton: { mobile: 424, desktop: 420 },
      examples: {
        'two slides, no pictures': {
          slides: [
            {
              eyebrow: 'Diwali Tech Fest',
              title: 'Gaming laptops up to 55% off',
              subtitle: 'RTX 4050 and 4060 laptops from ₹64,990 with a free gaming mouse.',
              cta: { label: 'Shop gaming laptops', href: '/product/hot-deals' },
              tone: 'brand',
              illustration: 'none',
            },
            {
              title: 'Extra 10% off with SBI cards',
              cta: { label: 'See bank offers', href: '/products' },
              tone: 'soft',
              illustration: 'none',
            },
          ],
        },
        'audio and PC builds': {
          slides: [
            {
              eyebrow: 'Build your dream PC',
              title: 'Ryzen 7 gaming builds from ₹89,999',
              subtitle: 'Assembled and tested in our Pune workshop, with a 3-year warranty.',
              cta: { label: 'Explore builds', href: '/collection' },
              secondary_cta: { label: 'Talk to an expert', href: '/customer-support' },
              tone: 'dark',
              illustration: 'pc',
            },
            {
              eyebrow: 'Audio week',
              title: 'Headphones from Sony, JBL & boAt',
              subtitle: 'Noise-cancelling and gaming headsets from ₹1,299.',
              cta: { label: 'Shop audio', href: '/category/audio/11' },
              tone: 'accent',
              illustration: 'headphones',
            },
          ],
        },
      },
    }),
    2: definePattern({
      label: 'Split with spotlights',
      description: 'A big headline, subline and two calls to action beside a 2 × 2 grid of linked spotlight tiles; stacks on phones.',
      schema: heroBanner2PropsSchema,
      load: () => import('./HeroBanner2'),
      skeleton: { mobile: 576, desktop: 400 },
      examples: { 'brand message, one call to action': { tone: 'brand', eyebrow: '', secondary_cta: { label: '', href: '' } } },
    }),
  },
};
