import { describe, expect, it } from 'vitest';
import { ensureSessionId, STORAGE_KEYS } from '../../../src/lib/storage';
import { readBootstrap, toSwrFallback } from '../../../src/app/bootstrap';
import { checkMobile } from '../../../src/features/auth/validation';
import { isModuleEnabled, selectMenuItems } from '../../../src/data/shop-config';
import { isAppRoute } from '../../../schemas/routes';
import { formatPaise } from '../../../src/ui/format';

describe('session id', () => {
  it('is made once with randomUUID and then reused', () => {
    const first = ensureSessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(ensureSessionId()).toBe(first);
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBe(first);
  });
});

describe('inlined bootstrap', () => {
  function docWith(json: string): Document {
    const doc = document.implementation.createHTMLDocument('t');
    const script = doc.createElement('script');
    script.id = 'vitrine-bootstrap';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
    return doc;
  }

  it('is parsed with its schema and becomes SWR fallback keyed by API path', () => {
    const boot = readBootstrap(docWith(JSON.stringify({ theme: { brand_name: 'X' }, business: {}, modules: [], shell: [], menu: [], pages: { home: [] } })));
    expect(boot?.theme.brand_name).toBe('X');
    const fallback = toSwrFallback(boot);
    expect(fallback['website/theme-config']).toEqual(boot?.theme);
    expect(fallback['website/ui-configurations/website-page/home']).toEqual([]);
  });

  it('is ignored when malformed, so the storefront fetches instead', () => {
    expect(readBootstrap(docWith('{not json'))).toBeNull();
    expect(readBootstrap(docWith(JSON.stringify({ theme: { theme_color: 'blue' } })))).toBeNull();
  });
});

describe('mobile number', () => {
  it.each([
    // The message's key: the shopper reads it in the page's language (auth.json).
    ['', 'auth.mobileRequired'],
    ['   ', 'auth.mobileRequired'],
    ['98765', 'auth.mobileFormat'],
    ['98765432101', 'auth.mobileFormat'],
    ['98765abcde', 'auth.mobileFormat'],
  ])('%j is refused with %s', (input, message) => {
    expect(checkMobile(input)).toEqual({ ok: false, message });
  });

  it('is trimmed and sent with +91', () => {
    expect(checkMobile(' 9876543210 ')).toEqual({ ok: true, e164: '+919876543210' });
  });
});

describe('modules and menu', () => {
  it('matches module names case-insensitively and needs status Y', () => {
    const modules = [
      { module_name: ' Wallet ', status: 'Y' },
      { module_name: 'GIFT-CARD', status: 'N' },
    ];
    expect(isModuleEnabled(modules, 'wallet')).toBe(true);
    expect(isModuleEnabled(modules, 'gift-card')).toBe(false);
    expect(isModuleEnabled(modules, 'unlisted')).toBe(true);
  });

  it('keeps visible, well-formed menu items whose module is on', () => {
    const entry = (visibility: string, config: string) => ({ section_name: 'menu-item', visibility, other_configration: config });
    const items = selectMenuItems(
      [
        entry('Y', JSON.stringify({ label: 'Deals', href: '/product/hot-deals' })),
        entry('N', JSON.stringify({ label: 'Hidden', href: '/x' })),
        entry('Y', '{broken'),
        entry('Y', JSON.stringify({ label: 'Wallet', href: '/wallet', module: 'wallet' })),
        entry('Y', JSON.stringify({ label: 'Bad', href: 'no-slash' })),
      ],
      (m) => m !== 'wallet',
    );
    expect(items.map((i) => i.label)).toEqual(['Deals']);
  });

  it('labels items in the page’s language where they have its words, and keeps the English where the words break the rules', () => {
    const entry = (config: Record<string, unknown>) => ({ section_name: 'menu-item', visibility: 'Y', other_configration: JSON.stringify(config) });
    const entries = [
      entry({ label: 'Laptops', href: '/category/laptops/1', translations: { 'hi-IN': { label: 'लैपटॉप' } } }),
      entry({ label: 'Deals', href: '/product/hot-deals', translations: { 'hi-IN': { label: '   ' } } }),
      entry({ label: 'Audio', href: '/category/audio/11', translations: { 'hi-IN': { href: 'no-slash' } } }),
    ];
    expect(selectMenuItems(entries, () => true, 'hi-IN').map((i) => [i.label, i.href])).toEqual([
      ['लैपटॉप', '/category/laptops/1'],
      ['Deals', '/product/hot-deals'],
      ['Audio', '/category/audio/11'],
    ]);
    expect(selectMenuItems(entries, () => true).map((i) => i.label)).toEqual(['Laptops', 'Deals', 'Audio']);
  });
});

describe('routes and money', () => {
  it('knows every spec route and nothing else', () => {
    for (const path of ['/', '/product/12/asus-vivobook', '/order/invoice/S-1', '/gift-card/checkout', '/policy/1/privacy', '/profile']) {
      expect(isAppRoute(path)).toBe(true);
    }
    for (const path of ['/nope', '/product/1', '/order/a/b/c', '/admin']) expect(isAppRoute(path)).toBe(false);
  });

  it('formats paise as en-IN rupees', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
  });
});
