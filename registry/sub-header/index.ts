import { definePattern, type SectionDefinition } from '../types';
import { subHeader1PropsSchema } from '../../schemas/sections/sub-header';

export const subHeader: SectionDefinition = {
  name: 'sub-header',
  label: 'Sub-header',
  patterns: {
    1: definePattern({
      label: 'Tab strip',
      schema: subHeader1PropsSchema,
      load: () => import('./SubHeader1'),
      // The strip's fixed height plus its 1px bottom border.
      skeleton: { mobile: 45, desktop: 49 },
    }),
  },
};
