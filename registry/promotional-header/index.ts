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
      description: 'A slim strip with one message and an optional link.',
      schema: promotionalHeader1PropsSchema,
      load: () => import('./PromotionalHeader1'),
      skeleton: { mobile: 36, desktop: 40 },
      examples: {
        'dark, no link': { message: 'GST invoice on every order', link_label: '', tone: 'dark' },
        festive: { message: 'Diwali Tech Sale: extra 10% off with SBI cards', link_label: 'See offers', tone: 'accent' },
      },
    }),
    2: definePattern({
      label: 'Rotating offers',
      description: 'Several messages in turn, with pause and next buttons; still for reduced motion.',
      schema: promotionalHeader2PropsSchema,
      load: () => import('./PromotionalHeader2'),
      skeleton: { mobile: 36, desktop: 40 },
      examples: { 'brand, fast': { tone: 'brand', interval_seconds: 3 } },
    }),
    3: definePattern({
      label: 'Sale countdown',
      description: 'Sale title, days/hours/minutes/seconds to the end and a call to action.',
      schema: promotionalHeader3PropsSchema,
      load: () => import('./PromotionalHeader3'),
      skeleton: { mobile: 64, desktop: 52 },
      examples: {
        'Diwali, ended': { title: 'Diwali Tech Sale', ends_at: '2026-11-10T23:59:59+05:30', tone: 'brand' },
      },
    }),
    4: definePattern({
      label: 'Utility bar',
      description: 'Phone and e-mail from the business details, with Track order, Help and Gift cards links.',
      schema: promotionalHeader4PropsSchema,
      load: () => import('./PromotionalHeader4'),
      skeleton: { mobile: 32, desktop: 36 },
      examples: { dark: { tone: 'dark', hours: '' } },
    }),
  },
};
