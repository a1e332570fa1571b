import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, requestLocale } from '../../../server/i18n/request-locale';

describe('the language a request asks the server for', () => {
  it('takes the first tag that is one of the shop’s locales', () => {
    expect(localeFromAcceptLanguage('hi-IN')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('fr-FR, hi-IN;q=0.8, en-IN;q=0.5')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('en-IN,hi-IN')).toBe('en-IN');
  });

  it('reads bare hi as Hindi', () => {
    expect(localeFromAcceptLanguage('hi')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('de, hi;q=0.9')).toBe('hi-IN');
  });

  it('answers in English without a header or with none of ours', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en-IN');
    expect(localeFromAcceptLanguage('')).toBe('en-IN');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en-IN');
    expect(localeFromAcceptLanguage('hi-XX')).toBe('en-IN');
  });

  it('reads the header of a Hono request', async () => {
    const app = new Hono().get('/', (c) => c.text(requestLocale(c)));
    expect(await (await app.request('/', { headers: { 'Accept-Language': 'hi' } })).text()).toBe('hi-IN');
    expect(await (await app.request('/')).text()).toBe('en-IN');
  });
});
