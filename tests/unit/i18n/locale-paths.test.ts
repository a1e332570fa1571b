import { describe, expect, it } from 'vitest';
import { localePrefix, localizedPath, splitLocalePath } from '../../../schemas/locale';

describe('locale paths', () => {
  it('reads the locale from the first segment only', () => {
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi-IN', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi-IN', path: '/' });
    expect(splitLocalePath('/hi/product/4/lenovo-ideapad')).toEqual({ locale: 'hi-IN', path: '/product/4/lenovo-ideapad' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en-IN', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en-IN', path: '/history' });
    expect(splitLocalePath('/hindi/cart')).toEqual({ locale: 'en-IN', path: '/hindi/cart' });
  });

  it('puts English at the root and Hindi under /hi', () => {
    expect(localePrefix('en-IN')).toBe('');
    expect(localePrefix('hi-IN')).toBe('/hi');
    expect(localizedPath('hi-IN', '/')).toBe('/hi');
    expect(localizedPath('hi-IN', '/cart')).toBe('/hi/cart');
    expect(localizedPath('en-IN', '/cart')).toBe('/cart');
  });

  it('round-trips every path', () => {
    for (const path of ['/', '/cart', '/product/4/x']) {
      for (const locale of ['en-IN', 'hi-IN'] as const) expect(splitLocalePath(localizedPath(locale, path))).toEqual({ locale, path });
    }
  });
});
