import { describe, expect, it } from 'vitest';
import { AUDIENCE_RULES, audienceSchema, describeAudience } from '../../../schemas/ui-config/audience';

function messages(input: unknown): string[] {
  const parsed = audienceSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('audienceSchema', () => {
  it.each([
    {},
    { signed_in: true },
    { signed_in: false, visitor: 'new' },
    { visitor: 'returning', device: ['phone', 'tablet'] },
    { states: ['MH', 'GJ', 'LA'], pin_zones: ['4', '3'] },
    { cart_value: { min_paise: 0 } },
    { cart_value: { max_paise: 2_000_000 } },
    { cart_value: { min_paise: 500_000, max_paise: 500_000 } },
    { window: { from: '2026-11-25T10:00:00+05:30', until: '2026-11-26T00:00:00Z' } },
    { window: { until: '2026-12-31T23:59:59.999+05:30' } },
  ])('accepts %j', (input) => {
    expect(audienceSchema.safeParse(input).success).toBe(true);
  });

  it('lists every rule it knows in AUDIENCE_RULES', () => {
    expect(Object.keys(audienceSchema.shape).sort()).toEqual([...AUDIENCE_RULES].sort());
  });

  it('refuses an unknown rule, naming it', () => {
    const [message] = messages({ signed_in: true, age: 30 });
    expect(message).toContain('"age"');
    expect(message).toContain('signed_in');
  });

  it('refuses an unknown field inside a rule', () => {
    expect(messages({ cart_value: { min: 100 } }).join(' ')).toContain('"min"');
  });

  it('refuses a bad state code', () => {
    expect(messages({ states: ['MH', 'XX'] })).toEqual(['"XX" is not an Indian state code, like MH or KA']);
  });

  it.each([
    [{ device: [] }, 'device needs at least one'],
    [{ device: ['watch'] }, 'device must hold phone, tablet or desktop'],
    [{ pin_zones: ['0'] }, 'PIN zones "1" to "9"'],
    [{ visitor: 'old' }, 'visitor must be "new" or "returning"'],
    [{ signed_in: 'yes' }, 'signed_in must be true'],
    [{ cart_value: { min_paise: -1 } }, 'cart_value.min_paise must be at least 0'],
    [{ cart_value: { min_paise: 1.5 } }, 'whole number of paise'],
    [{ cart_value: {} }, 'cart_value needs min_paise, max_paise or both'],
    [{ window: { from: '2026-11-25T10:00:00' } }, 'with its offset'],
    ['everyone', 'An audience must be an object'],
  ])('refuses %j with a message', (input, expected) => {
    expect(messages(input).join(' ')).toContain(expected);
  });

  it('refuses a cart range whose minimum is above its maximum', () => {
    const parsed = audienceSchema.safeParse({ cart_value: { min_paise: 20_000, max_paise: 10_000 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ message: 'cart_value.min_paise must be at most max_paise', path: ['cart_value', 'min_paise'] }),
    ]);
  });

  it.each([
    ['2026-11-26T00:00:00Z', '2026-11-25T00:00:00Z'],
    ['2026-11-25T10:00:00+05:30', '2026-11-25T04:30:00Z'],
  ])('refuses a window from %s until %s (not later)', (from, until) => {
    expect(messages({ window: { from, until } })).toEqual(['window.from must be before window.until']);
  });
});

describe('describeAudience', () => {
  const phrase = (input: unknown) => describeAudience(audienceSchema.parse(input));

  it('names the shoppers, devices, states and cart range', () => {
    expect(phrase({ signed_in: false, device: ['phone'], states: ['MH', 'GJ'], cart_value: { min_paise: 500_000, max_paise: 2_000_000 } })).toBe(
      'Guests · Phones · Maharashtra, Gujarat · Cart ₹5,000.00–₹20,000.00',
    );
  });

  it('counts the states beyond three and writes times in India', () => {
    expect(
      phrase({
        visitor: 'returning',
        states: ['MH', 'GJ', 'KA', 'TN', 'KL'],
        pin_zones: ['4'],
        cart_value: { min_paise: 1_00_00_000 },
        window: { from: '2026-11-25T10:35:00Z' },
      }),
    ).toBe('Returning visitors · Maharashtra, Gujarat, Karnataka and 2 more · PIN zone 4 · Cart from ₹1,00,000.00 · From 25 Nov 2026, 4:05 pm IST');
  });

  it('calls the empty audience everyone', () => {
    expect(phrase({})).toBe('Everyone');
  });
});
