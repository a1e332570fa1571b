import { describe, expect, it } from 'vitest';
import type { ConfigDocument } from '../../../schemas/api/studio';
import type { AudienceContext } from '../../../schemas/ui-config/audience-match';
import {
  asAudience,
  customAudienceDefaults,
  customContext,
  describeContext,
  PREVIEW_AUDIENCES,
  type CustomAudienceForm,
} from '../../../src/studio/preview/preview-audience';

const NOW = new Date('2026-11-25T10:00:00+05:30');

const guestOnPhone: AudienceContext = { signedIn: false, returning: false, device: 'phone', state: null, pinZone: null, cartPaise: 0, now: NOW };
const mumbaiShopper: AudienceContext = { signedIn: true, returning: true, device: 'desktop', state: 'MH', pinZone: '4', cartPaise: 2_500_000, now: NOW };

const entry = (section_name: string, config: Record<string, unknown>, visibility = 'Y') => ({
  section_name,
  visibility,
  other_configration: JSON.stringify({ pattern: 1, ...config }),
});

const plain = entry('hero-banner', {});
const phones = entry('promo-strip', { audience: { device: ['phone'] } });
const bigCarts = entry('trust-strip', { audience: { signed_in: true, states: ['MH'], cart_value: { min_paise: 2_000_000 } } });
const notJson = { section_name: 'broken', visibility: 'Y', other_configration: '{"pattern": 1, "audience": ' };
const badAudience = entry('typo', { audience: { state: ['MH'] } });
const LAYOUT = [plain, phones, bigCarts, notJson];

const visibilities = (doc: ConfigDocument) => (Array.isArray(doc) ? doc : []).map((e) => (typeof e === 'object' && e !== null && 'visibility' in e ? e.visibility : undefined));

describe('asAudience', () => {
  it('returns the very document for everyone (a null shopper)', () => {
    expect(asAudience(LAYOUT, 'home', null)).toBe(LAYOUT);
    const page = { title: 'Diwali', sections: LAYOUT };
    expect(asAudience(page, 'page:diwali-sale', null)).toBe(page);
  });

  it("hides a layout's sections the shopper is not in the audience of, keeping every index", () => {
    const asGuest = asAudience(LAYOUT, 'home', guestOnPhone);
    expect(visibilities(asGuest)).toEqual(['Y', 'Y', 'N', 'Y']);
    const asMumbai = asAudience(LAYOUT, 'home', mumbaiShopper);
    expect(visibilities(asMumbai)).toEqual(['Y', 'N', 'Y', 'Y']);
  });

  it('leaves entries untouched when they match, have no audience or are not JSON', () => {
    const shown = asAudience(LAYOUT, 'home', mumbaiShopper);
    if (!Array.isArray(shown)) throw new Error('a layout is a list');
    // The same objects: nothing the shopper sees is rewritten.
    expect(shown[0]).toBe(plain);
    expect(shown[2]).toBe(bigCarts);
    expect(shown[3]).toBe(notJson);
    // Only the visibility of a hidden one changes.
    expect(shown[1]).toEqual({ ...phones, visibility: 'N' });
    // The draft being edited is not changed.
    expect(phones.visibility).toBe('Y');
  });

  it('returns the same document when no section is hidden', () => {
    const everyones = [plain, notJson, entry('already-hidden', { audience: { device: ['tablet'] } }, 'N')];
    expect(asAudience(everyones, 'home', guestOnPhone)).toBe(everyones);
  });

  it('hides a section whose audience does not parse, as the server does', () => {
    expect(visibilities(asAudience([plain, badAudience], 'home', mumbaiShopper))).toEqual(['Y', 'N']);
  });

  it("hides a campaign page's sections, keeping its settings", () => {
    const page = { title: 'Diwali', description: '', share_image: '', starts_at: null, ends_at: null, after_end: '/', sections: LAYOUT };
    const shown = asAudience(page, 'page:diwali-sale', guestOnPhone);
    if (Array.isArray(shown)) throw new Error('a campaign page is an object');
    expect(shown).toEqual({ ...page, sections: [plain, phones, { ...bigCarts, visibility: 'N' }, notJson] });
    expect(page.sections).toBe(LAYOUT);
  });

  it('leaves settings and malformed documents alone', () => {
    const theme = { brand_name: 'Vitrine', audience: { device: ['tablet'] } };
    expect(asAudience(theme, 'theme', guestOnPhone)).toBe(theme);
    const pageWithoutSections = { title: 'Draft' };
    expect(asAudience(pageWithoutSections, 'page:draft', guestOnPhone)).toBe(pageWithoutSections);
    // A layout key with an object is not a layout the storefront would read: sent as it is, for it to refuse.
    const odd = { sections: LAYOUT };
    expect(asAudience(odd, 'home', guestOnPhone)).toBe(odd);
  });
});

describe('PREVIEW_AUDIENCES', () => {
  it('starts with everyone and builds each shopper at the given time', () => {
    expect(PREVIEW_AUDIENCES[0]?.context(NOW)).toBeNull();
    const built = PREVIEW_AUDIENCES.slice(1).map((p) => p.context(NOW));
    expect(built).toEqual([
      guestOnPhone,
      mumbaiShopper,
      { signedIn: false, returning: false, device: 'tablet', state: 'DL', pinZone: '1', cartPaise: 0, now: NOW },
    ]);
  });
});

describe('customContext', () => {
  it('reads the form: zone from the PIN, paise from rupees, the time in India', () => {
    const form: CustomAudienceForm = { ...customAudienceDefaults(NOW), signedIn: true, device: 'tablet', state: 'KA', pin: ' 560001 ', cartRupees: '1499.5', at: '2026-12-31T23:30' };
    expect(customContext(form, NOW)).toEqual({
      signedIn: true, returning: false, device: 'tablet', state: 'KA', pinZone: '5', cartPaise: 149_950, now: new Date('2026-12-31T18:00:00Z'),
    });
  });

  it('falls back to no zone, an empty cart and now for what cannot be read', () => {
    const form = { ...customAudienceDefaults(NOW), pin: '0123', cartRupees: '-5', at: '' };
    expect(customContext(form, NOW)).toMatchObject({ pinZone: null, cartPaise: 0, state: null, now: NOW });
    expect(customAudienceDefaults(NOW).at).toBe('2026-11-25T10:00');
  });
});

describe('describeContext', () => {
  it('names every fact a rule can test', () => {
    // The time's spacing and case follow the ICU data Node ships with.
    expect(describeContext(mumbaiShopper)).toMatch(/^Signed-in shopper · Returning visitor · Desktop · Maharashtra · PIN zone 4 · Cart ₹25,000\.00 · 25 Nov 2026, 10:00\sam IST$/i);
    expect(describeContext(guestOnPhone)).toMatch(/^Guest · New visitor · Phone · State unknown · PIN unknown · Cart ₹0\.00 · /);
  });
});
