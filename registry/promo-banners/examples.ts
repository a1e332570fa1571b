import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { promoBanners1PropsSchema, promoBanners2PropsSchema } from '../../schemas/sections/home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const promoBannersExamples: SectionExamples = {
  1: {
    'two cards': {
      cards: [
        {
          title: 'Same-day delivery in Pune',
          text: 'Order before 2 pm and get it today.',
          cta: { label: 'Shop now', href: '/products' },
          tone: 'dark',
          icon: 'truck',
        },
        {
          title: 'Refer a friend, earn ₹250',
          text: 'Wallet credit when their first order ships.',
          cta: { label: 'Invite friends', href: '/refer-earn' },
          tone: 'accent',
          icon: 'gift',
        },
      ],
    },
  } satisfies PatternExamples<typeof promoBanners1PropsSchema>,
  2: {
    'brand, GPU code': {
      title: 'Extra ₹1,500 off RTX graphics cards',
      text: 'Use the code at checkout. Valid on cards above ₹29,999.',
      code: 'GPU1500',
      cta: { label: 'Shop graphics cards', href: '/category/graphics-cards/5' },
      tone: 'brand',
    },
  } satisfies PatternExamples<typeof promoBanners2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const promoBannersDescriptions: PatternDescriptions = {
  1: "Two or three offer cards with a call to action; side by side on desktops, a row that scrolls and snaps on phones.",
  2: "One wide banner with the offer, a coupon code and its Copy button, and a call to action.",
};
