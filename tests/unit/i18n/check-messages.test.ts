import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../../scripts/check-messages';

const en = JSON.stringify({ 'a.cart': 'Cart', 'a.count': '{count, plural, one {# item} other {# items}}', 'a.hi': 'Hi, {name}' });
const hi = JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, one {# आइटम} other {# आइटम}}', 'a.hi': 'नमस्ते, {name}' });
const code = ["t('a.cart'); t('a.count', { count }); t(\"a.hi\", { name })"];
const check = (catalogues: Record<string, string>, sources = code) => checkMessages({ catalogues, code: sources, locales: ['en-IN', 'hi-IN'], source: 'en-IN' });

describe('check-messages', () => {
  it('passes catalogues that agree and are all used', () => {
    expect(check({ 'en-IN': en, 'hi-IN': hi })).toEqual([]);
  });

  it('fails a key missing from a locale, and one only a locale has', () => {
    const partial = JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, other {# आइटम}}', 'a.extra': 'अतिरिक्त' });
    expect(check({ 'en-IN': en, 'hi-IN': partial })).toEqual(['hi-IN.json: missing "a.hi"', 'hi-IN.json: "a.extra" is not in en-IN.json']);
  });

  it('fails an unused key', () => {
    expect(check({ 'en-IN': en, 'hi-IN': hi }, ["t('a.cart'); t('a.count')"])).toEqual(['en-IN.json: "a.hi" is used nowhere under src/ or registry/']);
  });

  it('fails invalid ICU, naming the key', () => {
    const broken = JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, one {# आइटम}', 'a.hi': 'नमस्ते, {name}' });
    const problems = check({ 'en-IN': en, 'hi-IN': broken });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^hi-IN\.json: message "a\.count" is not valid ICU/);
  });

  it('fails a translation whose placeholders differ from the source', () => {
    const renamed = JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{n, plural, other {# आइटम}}', 'a.hi': 'नमस्ते, {naam}' });
    expect(check({ 'en-IN': en, 'hi-IN': renamed })).toEqual(['hi-IN.json: "a.count" uses {n} where en-IN uses {count}', 'hi-IN.json: "a.hi" uses {naam} where en-IN uses {name}']);
  });

  it('fails a catalogue for an unlisted locale and a listed locale without one', () => {
    expect(check({ 'en-IN': en, 'ta-IN': hi })).toEqual(['ta-IN.json: a catalogue for a locale schemas/locale.ts does not list', 'hi-IN: listed in schemas/locale.ts without a catalogue file']);
  });
});
