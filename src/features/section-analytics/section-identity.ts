import { sectionIdentitySchema, type SectionIdentity } from '../../../schemas/api/section-analytics';

/** The wrapper SectionFrame puts around each rendered section. */
export const SECTION_SELECTOR = '[data-section]';

/**
 * Which section a wrapper marks, from its data attributes (data-variant only
 * inside an A/B experiment); null when one is missing or out of bounds, as
 * the server refuses a whole batch for one bad event. Read at the moment of
 * the event, so a pattern switched by a live publish counts under the new one.
 */
export function sectionIdentityOf(wrapper: Element): SectionIdentity | null {
  if (!(wrapper instanceof HTMLElement)) return null;
  const data = wrapper.dataset;
  const parsed = sectionIdentitySchema.safeParse({
    scope: data.scope,
    index: Number(data.index),
    section: data.section,
    pattern: Number(data.pattern),
    variant: data.variant ?? '',
  });
  return parsed.success ? parsed.data : null;
}

export const identityKey = (id: SectionIdentity): string => `${id.scope}\u0000${id.index}\u0000${id.section}\u0000${id.pattern}\u0000${id.variant}`;
