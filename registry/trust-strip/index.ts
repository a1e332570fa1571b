import { definePattern, type SectionDefinition } from '../types';
import { trustStrip1PropsSchema, trustStrip2PropsSchema } from '../../schemas/sections/home';

/** Skeleton heights are the fixed heights in each pattern's CSS, borders included. */
export const trustStrip: SectionDefinition = {
  name: 'trust-strip',
  label: 'Trust badges',
  patterns: {
    1: definePattern({
      label: 'Badge grid',
      schema: trustStrip1PropsSchema,
      load: () => import('./TrustStrip1'),
      skeleton: { mobile: 182, desktop: 114 },
    }),
    2: definePattern({
      label: 'Compact line',
      schema: trustStrip2PropsSchema,
      load: () => import('./TrustStrip2'),
      skeleton: { mobile: 44, desktop: 48 },
    }),
  },
};
