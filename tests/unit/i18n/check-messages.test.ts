import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../../scripts/check-messages';

const en = { a: JSON.stringify({ 'a.cart': 'Cart', 'a.count': '{count, plural, one {# item} other {# items}}' }), b: JSON.stringify({ 'b.hi': 'Hi, {name}' }) };
const hi = { a: JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, one {# आइटम} other {# आइटम}}' }), b: JSON.stringify({ 'b.hi': 'नमस्ते, {name}' }) };
const code = ["t('a.cart'); t('a.count', { count }); t(\"b.hi\", { name })"];
const sourceIndex = "import a from './locales/en-IN/a.json';\nimport b from './locales/en-IN/b.json';";
const check = (catalogues: Record<string, Record<string, string>>, sources = code, index = sourceIndex) =>
  checkMessages({ catalogues, code: sources, sourceIndex: index, locales: ['en-IN', 'hi-IN'], source: 'en-IN' });

describe('check-messages', () => {
  it('passes catalogues that agree, area by area, and are all used', () => {
    expect(check({ 'en-IN': en, 'hi-IN': hi })).toEqual([]);
  });

  it('fails a key missing from a locale (a whole area file too), and one only a locale has', () => {
    const partial = { a: JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, other {# आइटम}}', 'a.extra': 'अतिरिक्त' }) };
    expect(check({ 'en-IN': en, 'hi-IN': partial })).toEqual(['hi-IN/b.json: missing "b.hi"', 'hi-IN/a.json: "a.extra" is not in en-IN']);
  });

  it('fails a key kept in another area’s file, and an English area messages.ts does not import', () => {
    const misplaced = { ...en, b: JSON.stringify({ 'b.hi': 'Hi, {name}', 'a.more': 'More' }) };
    const problems = check({ 'en-IN': misplaced, 'hi-IN': hi }, [...code, "t('a.more')"], "import a from './locales/en-IN/a.json';");
    expect(problems).toContain('en-IN/b.json: "a.more" belongs in en-IN/a.json');
    expect(problems).toContain('en-IN/b.json: not imported by src/i18n/messages.ts');
  });

  it('fails an unused key', () => {
    expect(check({ 'en-IN': en, 'hi-IN': hi }, ["t('a.cart'); t('a.count')"])).toEqual(['en-IN/b.json: "b.hi" is used nowhere under src/ or registry/']);
  });

  it('fails invalid ICU, naming the file and key', () => {
    const broken = { ...hi, a: JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{count, plural, one {# आइटम}' }) };
    const problems = check({ 'en-IN': en, 'hi-IN': broken });
    expect(problems[0]).toMatch(/^hi-IN\/a\.json: message "a\.count" is not valid ICU/);
  });

  it('fails a translation whose placeholders differ from the source', () => {
    const renamed = { a: JSON.stringify({ 'a.cart': 'कार्ट', 'a.count': '{n, plural, other {# आइटम}}' }), b: JSON.stringify({ 'b.hi': 'नमस्ते, {naam}' }) };
    expect(check({ 'en-IN': en, 'hi-IN': renamed })).toEqual(['hi-IN/a.json: "a.count" uses {n} where en-IN uses {count}', 'hi-IN/b.json: "b.hi" uses {naam} where en-IN uses {name}']);
  });

  describe('the server’s own areas (e-mails, the invoice)', () => {
    const enMail = { ...en, mail: JSON.stringify({ 'mail.hello': 'Hello, {name}' }) };
    const hiMail = { ...hi, mail: JSON.stringify({ 'mail.hello': 'नमस्ते, {name}' }) };
    const serverCheck = (serverCode: string[], index = sourceIndex) =>
      checkMessages({ catalogues: { 'en-IN': enMail, 'hi-IN': hiMail }, code, serverCode, serverAreas: new Set(['mail']), sourceIndex: index, locales: ['en-IN', 'hi-IN'], source: 'en-IN' });

    it('need no import in messages.ts and count as used when server code names them', () => {
      expect(serverCheck(["t(locale, 'mail.hello', { name })"])).toEqual([]);
    });

    it('fail when only the browser’s code names a key, or messages.ts imports the area into the bundle', () => {
      expect(serverCheck([])).toEqual(['en-IN/mail.json: "mail.hello" is used nowhere under server/']);
      expect(serverCheck(["t(locale, 'mail.hello')"], `${sourceIndex}\nimport mail from './locales/en-IN/mail.json';`)).toEqual([
        "en-IN/mail.json: the server's own words, imported by src/i18n/messages.ts into the browser's bundle",
      ]);
    });
  });

  it('fails a catalogue for an unlisted locale and a listed locale without one', () => {
    expect(check({ 'en-IN': en, 'ta-IN': hi })).toEqual(['ta-IN/: a catalogue for a locale schemas/locale.ts does not list', 'hi-IN: listed in schemas/locale.ts without a catalogue folder']);
  });
});
