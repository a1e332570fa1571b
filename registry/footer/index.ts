import { definePattern, type SectionDefinition } from '../types';
import { footer1PropsSchema, footer2PropsSchema } from '../../schemas/sections/footer';

/**
 * Skeleton heights measured in Chromium at 375px and 1280px with the default
 * props and a typical shop's details (phone, e-mail, two-line address, GSTIN,
 * three social links). Footers load below the fold, so a near match is enough.
 */
export const footer: SectionDefinition = {
  name: 'footer',
  label: 'Footer',
  patterns: {
    1: definePattern({
      label: 'Rich dark footer',
      schema: footer1PropsSchema,
      load: () => import('./Footer1'),
      skeleton: { mobile: 927, desktop: 411 },
    }),
    2: definePattern({
      label: 'Compact light footer',
      schema: footer2PropsSchema,
      load: () => import('./Footer2'),
      skeleton: { mobile: 495, desktop: 279 },
    }),
  },
};
