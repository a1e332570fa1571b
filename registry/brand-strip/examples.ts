import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { brandStrip1PropsSchema, brandStrip2PropsSchema } from '../../schemas/sections/catalog-home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const brandStripExamples: SectionExamples = {
  1: {
    'PC component makers': { title: 'Component brands', brands: ['amd', 'intel', 'asus', 'msi', 'zotac', 'corsair', 'samsung', 'western-digital'] },
  } satisfies PatternExamples<typeof brandStrip1PropsSchema>,
  2: {
    'six laptop brands': { title: 'Laptop brands', brands: ['apple', 'asus', 'dell', 'hp', 'lenovo', 'msi'], limit: 6 },
  } satisfies PatternExamples<typeof brandStrip2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const brandStripDescriptions: PatternDescriptions = {
  1: "One row of brand wordmarks linking to each brand’s products; scrolls sideways, never moves on its own.",
  2: "A grid of brand tiles with product counts: three across on phones, six on desktops.",
};
