import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { heroBanner1PropsSchema, heroBanner2PropsSchema } from '../../schemas/sections/home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const heroBannerExamples: SectionExamples = {
  1: {
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
  } satisfies PatternExamples<typeof heroBanner1PropsSchema>,
  2: { 'brand message, one call to action': { tone: 'brand', eyebrow: '', secondary_cta: { label: '', href: '' } } } satisfies PatternExamples<typeof heroBanner2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const heroBannerDescriptions: PatternDescriptions = {
  1: "Full-width slides with a drawn product picture; auto-advances with pause, prev/next and dots; still for reduced motion.",
  2: "A big headline, subline and two calls to action beside a 2 × 2 grid of linked spotlight tiles; stacks on phones.",
};
