import { definePattern, type SectionDefinition } from '../types';
import { header1PropsSchema, header2PropsSchema, header3PropsSchema, header4PropsSchema } from '../../schemas/sections/header';

/** Skeleton heights are the fixed row heights in each pattern's CSS, border included. */
export const header: SectionDefinition = {
  name: 'header',
  label: 'Header',
  patterns: {
    1: definePattern({
      label: 'Classic',
      schema: header1PropsSchema,
      load: () => import('./Header1'),
      skeleton: { mobile: 109, desktop: 118 },
    }),
    2: definePattern({
      label: 'Centred logo',
      schema: header2PropsSchema,
      load: () => import('./Header2'),
      skeleton: { mobile: 57, desktop: 117 },
    }),
    3: definePattern({
      label: 'Marketplace bar',
      schema: header3PropsSchema,
      load: () => import('./Header3'),
      skeleton: { mobile: 104, desktop: 64 },
    }),
    4: definePattern({
      label: 'Minimal',
      schema: header4PropsSchema,
      load: () => import('./Header4'),
      skeleton: { mobile: 57, desktop: 65 },
    }),
  },
};
