import { definePattern, type SectionDefinition } from '../types';
import { brandStrip1PropsSchema, brandStrip2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const brandStrip: SectionDefinition = {
  name: 'brand-strip',
  label: 'Brand strip',
  patterns: {
    1: definePattern({
      label: 'Wordmark row',
      schema: brandStrip1PropsSchema,
      load: () => import('./BrandStrip1'),
      skeleton: { mobile: 148, desktop: 187 },
    }),
    2: definePattern({
      label: 'Brand tiles',
      schema: brandStrip2PropsSchema,
      load: () => import('./BrandStrip2'),
      skeleton: { mobile: 436, desktop: 331 },
    }),
  },
};
