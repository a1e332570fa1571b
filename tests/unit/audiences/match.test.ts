import { describe, expect, it } from 'vitest';
import { audienceSchema, type Audience } from '../../../schemas/ui-config/audience';
import type { AudienceContext } from '../../../server/features/audiences/context';
import { audienceRuleNames, matchesAudience } from '../../../schemas/ui-config/audience-match';

const NOW = new Date('2026-11-25T10:00:00Z');

const shopper: AudienceContext = {
  signedIn: true,
  returning: false,
  device: 'phone',
  state: 'MH',
  pinZone: '4',
  cartPaise: 500_000,
  now: NOW,
};

function audience(input: unknown): Audience {
  return audienceSchema.parse(input);
}

function matches(input: unknown, ctx: Partial<AudienceContext> = {}): boolean {
  return matchesAudience(audience(input), { ...shopper, ...ctx });
}

describe('matchesAudience', () => {
  it('puts everyone in the empty audience', () => {
    expect(matches({})).toBe(true);
    expect(matches({}, { signedIn: false, state: null, pinZone: null, device: 'desktop', cartPaise: 0 })).toBe(true);
  });

  it('signed_in', () => {
    expect(matches({ signed_in: true })).toBe(true);
    expect(matches({ signed_in: true }, { signedIn: false })).toBe(false);
    expect(matches({ signed_in: false }, { signedIn: false })).toBe(true);
    expect(matches({ signed_in: false })).toBe(false);
  });

  it('visitor', () => {
    expect(matches({ visitor: 'new' })).toBe(true);
    expect(matches({ visitor: 'returning' })).toBe(false);
    expect(matches({ visitor: 'returning' }, { returning: true })).toBe(true);
    expect(matches({ visitor: 'new' }, { returning: true })).toBe(false);
  });

  it('device', () => {
    expect(matches({ device: ['phone', 'tablet'] })).toBe(true);
    expect(matches({ device: ['phone', 'tablet'] }, { device: 'tablet' })).toBe(true);
    expect(matches({ device: ['phone', 'tablet'] }, { device: 'desktop' })).toBe(false);
  });

  it('states, and an unknown state is in none', () => {
    expect(matches({ states: ['GJ', 'MH'] })).toBe(true);
    expect(matches({ states: ['GJ'] })).toBe(false);
    expect(matches({ states: ['MH'] }, { state: null })).toBe(false);
  });

  it('pin_zones', () => {
    expect(matches({ pin_zones: ['4'] })).toBe(true);
    expect(matches({ pin_zones: ['1', '2'] })).toBe(false);
    expect(matches({ pin_zones: ['4'] }, { pinZone: null })).toBe(false);
  });

  it('cart_value, both bounds inclusive', () => {
    const range = { cart_value: { min_paise: 500_000, max_paise: 2_000_000 } };
    expect(matches(range, { cartPaise: 499_999 })).toBe(false);
    expect(matches(range, { cartPaise: 500_000 })).toBe(true);
    expect(matches(range, { cartPaise: 2_000_000 })).toBe(true);
    expect(matches(range, { cartPaise: 2_000_001 })).toBe(false);
    expect(matches({ cart_value: { min_paise: 1 } }, { cartPaise: 0 })).toBe(false);
    expect(matches({ cart_value: { max_paise: 0 } }, { cartPaise: 0 })).toBe(true);
  });

  it('window: from its first moment up to, not including, until', () => {
    const window = { window: { from: '2026-11-25T15:30:00+05:30', until: '2026-11-25T11:00:00Z' } };
    expect(matches(window, { now: new Date('2026-11-25T09:59:59.999Z') })).toBe(false);
    expect(matches(window, { now: new Date('2026-11-25T10:00:00Z') })).toBe(true);
    expect(matches(window, { now: new Date('2026-11-25T10:59:59.999Z') })).toBe(true);
    expect(matches(window, { now: new Date('2026-11-25T11:00:00Z') })).toBe(false);
    expect(matches({ window: { from: '2026-11-25T10:00:00Z' } }, { now: new Date('2030-01-01T00:00:00Z') })).toBe(true);
    expect(matches({ window: { until: '2026-11-25T10:00:00Z' } }, { now: new Date('2020-01-01T00:00:00Z') })).toBe(true);
  });

  it('needs every rule to hold', () => {
    const all = {
      signed_in: true,
      visitor: 'new',
      device: ['phone'],
      states: ['MH'],
      pin_zones: ['4'],
      cart_value: { min_paise: 100_000 },
      window: { from: '2026-11-01T00:00:00Z', until: '2026-12-01T00:00:00Z' },
    };
    expect(matches(all)).toBe(true);
    expect(matches(all, { signedIn: false })).toBe(false);
    expect(matches(all, { returning: true })).toBe(false);
    expect(matches(all, { device: 'desktop' })).toBe(false);
    expect(matches(all, { state: 'GJ' })).toBe(false);
    expect(matches(all, { pinZone: '3' })).toBe(false);
    expect(matches(all, { cartPaise: 99_999 })).toBe(false);
    expect(matches(all, { now: new Date('2026-12-01T00:00:00Z') })).toBe(false);
  });
});

describe('audienceRuleNames', () => {
  it('lists the rules set, in the schema order', () => {
    expect(audienceRuleNames(audience({}))).toEqual([]);
    expect(audienceRuleNames(audience({ window: { until: '2026-12-01T00:00:00Z' }, signed_in: false, states: ['KA'] }))).toEqual([
      'signed_in',
      'states',
      'window',
    ]);
  });
});
