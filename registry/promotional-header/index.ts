import { definePattern, type SectionDefinition } from '../types';
import {
  promotionalHeader1PropsSchema,
  promotionalHeader2PropsSchema,
  promotionalHeader3PropsSchema,
  promotionalHeader4PropsSchema,
} from '../../schemas/sections/promotional-header';

/** Skeleton heights are the fixed bar heights in each pattern's CSS. */
export const promotionalHeader: SectionDefinition = {
  name: 'promotional-header',
  label: 'Promotional header',
  patterns: {
    1: definePattern({
      label: 'Announcement bar',
      schema: promotionalHeader1PropsSchema,
      load: () => import('./PromotionalHeader1'),
      skeleton: { mobile: 36, desktop: 40 },
    }),
    2: definePattern({
      label: 'Rotating offers',
      schema: promotionalHeader2PropsSchema,
      load: () => import('./PromotionalHeader2'),
      skeleton: { mobile: 36, desktop: 40 },
    }),
    3: definePattern({
      label: 'Sale countdown',
      schema: promotionalHeader3PropsSchema,
      load: () => import('./PromotionalHeader3'),
      skeleton: { mobile: 64, desktop: 52 },
    }),
    4: definePattern({
      label: 'Utility bar',
      schema: promotionalHeader4PropsSchema,
      load: () => import('./PromotionalHeader4'),
      skeleton: { mobile: 32, desktop: 36 },
    }),
  },
};
