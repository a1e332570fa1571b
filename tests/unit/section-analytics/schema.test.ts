import { describe, expect, it } from 'vitest';
import { SECTION_BATCH_MAX_EVENTS, sectionEventBatchSchema, sectionStatsQuerySchema, type SectionEvent } from '../../../schemas/api/section-analytics';

const AT = Date.UTC(2026, 10, 25, 4, 30);
const event = (over: Partial<Record<keyof SectionEvent, unknown>> = {}): Record<string, unknown> => ({
  type: 'impression',
  scope: 'home',
  index: 0,
  section: 'hero-banner',
  pattern: 1,
  variant: '',
  at: AT,
  ...over,
});
const batch = (...events: Record<string, unknown>[]) => ({ events });
const accepts = (body: unknown) => sectionEventBatchSchema.safeParse(body).success;

describe('the section event batch', () => {
  it('takes every event type, campaign scopes and experiment variants', () => {
    expect(accepts(batch(event(), event({ type: 'click', scope: 'page:diwali-sale', variant: 'b' }), event({ type: 'add_to_cart', index: 499, pattern: 99 })))).toBe(true);
  });

  it('holds 1 to 100 events', () => {
    expect(accepts(batch())).toBe(false);
    expect(accepts(batch(...Array.from({ length: SECTION_BATCH_MAX_EVENTS }, () => event())))).toBe(true);
    expect(accepts(batch(...Array.from({ length: SECTION_BATCH_MAX_EVENTS + 1 }, () => event())))).toBe(false);
  });

  it.each([
    ['an unknown type', { type: 'hover' }],
    ['an index past 499', { index: 500 }],
    ['a negative index', { index: -1 }],
    ['a fractional index', { index: 1.5 }],
    ['an index as text', { index: '1' }],
    ['pattern 0', { pattern: 0 }],
    ['pattern 100', { pattern: 100 }],
    ['an empty section', { section: '' }],
    ['a section of 61 characters', { section: 'a'.repeat(61) }],
    ['a section with capitals', { section: 'Hero' }],
    ['a variant of 41 characters', { variant: 'v'.repeat(41) }],
    ['a variant with a NUL', { variant: 'a\u0000b' }],
    ['a missing variant', { variant: undefined }],
    ['an empty scope', { scope: '' }],
    ['a scope of 81 characters', { scope: 'a'.repeat(81) }],
    ['a scope with a slash', { scope: 'page/diwali' }],
    ['a scope with capitals', { scope: 'Home' }],
    ['a fractional time', { at: AT + 0.5 }],
    ['a time as text', { at: String(AT) }],
  ])('refuses %s', (_what, over) => {
    expect(accepts(batch(event(), event(over)))).toBe(false);
  });

  it('takes the limits themselves', () => {
    expect(accepts(batch(event({ section: 'a'.repeat(60), variant: 'v'.repeat(40), scope: `page:${'a'.repeat(75)}` })))).toBe(true);
  });

  it('is strict: no other fields on the batch or an event', () => {
    expect(accepts({ ...batch(event()), extra: 1 })).toBe(false);
    expect(accepts(batch({ ...event(), user_id: 7 }))).toBe(false);
  });
});

describe('the studio query', () => {
  it('defaults to 7 days and knows three periods', () => {
    expect(sectionStatsQuerySchema.parse({ scope: 'home' })).toEqual({ scope: 'home', period: '7d' });
    expect(sectionStatsQuerySchema.safeParse({ scope: 'home', period: '90d' }).success).toBe(false);
    expect(sectionStatsQuerySchema.safeParse({ period: '24h' }).success).toBe(false);
  });
});
