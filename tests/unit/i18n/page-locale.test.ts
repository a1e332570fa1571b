import { afterEach, describe, expect, it } from 'vitest';
import { pageLocale } from '../../../src/i18n/client';
import { CATALOGUE_ELEMENT_ID, type Locale } from '../../../schemas/locale';
import { createActiveLocale } from '../../../src/i18n/context';
import type { Messages } from '@lingui/core';

// What a message reads as, compiled (the build) or not (this test run) alike.
const say = (locale: Locale, messages: Messages, key: string) => createActiveLocale(locale, messages).i18n._(key);

function inline(catalogue: unknown): void {
  const script = document.createElement('script');
  script.id = CATALOGUE_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(catalogue);
  document.body.append(script);
}

afterEach(() => document.getElementById(CATALOGUE_ELEMENT_ID)?.remove());

describe('pageLocale', () => {
  it('hydrates an English page with the English catalogue the server inlined, as any other language', () => {
    inline({ locale: 'en-IN', messages: { 'header.cart': ['Cart (inlined)'] } });
    const page = pageLocale('/cart');
    expect(page.locale).toBe('en-IN');
    expect(page.messages).toEqual({ 'header.cart': ['Cart (inlined)'] });
  });

  it('takes the URL’s language, not a catalogue inlined for another one', async () => {
    inline({ locale: 'en-IN', messages: { 'header.cart': ['Cart'] } });
    const page = pageLocale('/hi/cart');
    expect(page.locale).toBe('hi-IN');
    // Not served with its catalogue (Vite's dev server): the locale's own areas load.
    expect(page.messages).toBeInstanceOf(Promise);
    expect(say('hi-IN', await page.messages, 'header.cart')).toBe('कार्ट');
  });

  it('loads English too when nothing was inlined', async () => {
    const page = pageLocale('/');
    expect(page.locale).toBe('en-IN');
    const messages = await page.messages;
    expect(say('en-IN', messages, 'notFound.title')).toBe('Page Not Found');
    // Only the server speaks e-mails and invoices: a page never loads their words.
    expect(Object.keys(messages).filter((key) => /^(mail|invoice|api)\./.test(key))).toEqual([]);
  });
});
