import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { interpretLayout } from '../../../src/engine/resolve';
import { lintLayout } from '../../../src/engine/lint';
import type { BoundPatternProps, EngineRegistry } from '../../../src/engine/registry';
import { missingText, overlayText, strayTranslations } from '../../../schemas/ui-config/translations';

/** A banner of a shop that does not exist: a title, slides with captions and links, and a count. */
const bannerSchema = z.object({
  title: z.string().check(z.maxLength(20)),
  slides: z.array(z.object({ caption: z.string(), href: z.string() })),
  count: z.number(),
});
function registryWith(schema: z.ZodMiniObject): EngineRegistry<'page'> {
  return {
    sections: {
      banner: {
        name: 'banner',
        label: 'Banner',
        patterns: {
          1: {
            label: 'Banner',
            skeleton: { mobile: 10, desktop: 10 },
            schema,
            load: () =>
              Promise.resolve(function Banner({ config }: BoundPatternProps) {
                const props = bannerSchema.parse(config);
                return createElement('section', null, createElement('h2', null, props.title), ...props.slides.map((s) => createElement('a', { key: s.href, href: s.href }, s.caption)));
              }),
          },
        },
      },
    },
    scopeSections: { page: ['banner'] },
    colorSchemes: [],
  };
}
const registry = registryWith(bannerSchema);

const english = { title: 'Deals of the day', slides: [{ caption: 'Laptops', href: '/category/laptops/1' }, { caption: 'Phones', href: '/category/phones/2' }], count: 2 };
const banner = (translations: unknown) => ({ section_name: 'banner', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, ...english, translations }) });
const hindi = { title: 'आज के ऑफ़र', slides: [{ caption: 'लैपटॉप' }] };

describe('merchandiser text in another language', () => {
  it('lays a locale’s words over the English, text only, and leaves what it does not translate English', () => {
    const [section] = interpretLayout(registry, [banner({ 'hi-IN': hindi })], 'page', 'page', 'hi-IN').sections;
    expect(section?.config).toEqual({ title: 'आज के ऑफ़र', slides: [{ caption: 'लैपटॉप', href: '/category/laptops/1' }, { caption: 'Phones', href: '/category/phones/2' }], count: 2 });
    // English pages, and a language with no words, get the entry as it is, without its translations.
    expect(interpretLayout(registry, [banner({ 'hi-IN': hindi })], 'page').sections[0]?.config).toEqual(english);
    expect(interpretLayout(registry, [banner({ 'hi-IN': hindi })], 'page', 'page', 'ta-IN').sections[0]?.config).toEqual(english);
  });

  it('words a text the entry leaves at the pattern’s default', () => {
    const withDefault = registryWith(z.extend(bannerSchema, { cta: z._default(z.string(), 'Shop now') }));
    const [section] = interpretLayout(withDefault, [banner({ 'hi-IN': { cta: 'अभी ख़रीदें' } })], 'page', 'page', 'hi-IN').sections;
    expect(section?.config.cta).toBe('अभी ख़रीदें');
    expect(interpretLayout(withDefault, [banner({ 'hi-IN': { cta: 'अभी ख़रीदें' } })], 'page').sections[0]?.config.cta).toBeUndefined();
  });

  it('never lets a translation change a number, add a field or lengthen a list', () => {
    expect(overlayText(english, { count: 9, extra: 'x', slides: [{}, {}, { caption: 'तीसरा' }] })).toEqual(english);
  });

  it('shows the English, and says why, when the words break the pattern’s rules', () => {
    const layout = interpretLayout(registry, [banner({ 'hi-IN': { title: 'एक बहुत ही लंबा शीर्षक जो बीस अक्षरों से बड़ा है' } })], 'page', 'page', 'hi-IN');
    expect(layout.sections[0]?.config).toEqual(english);
    expect(layout.diagnostics.map((d) => [d.reason, d.level])).toEqual([['invalid-translation', 'error']]);
    expect(layout.diagnostics[0]?.message).toMatch(/hi-IN words break title:/);
  });

  it('renders the page’s language through the provider', async () => {
    render(
      <EngineRegistryProvider registry={registry} locale="hi-IN">
        <ComposedLayout entries={[banner({ 'hi-IN': hindi })]} scope="page" reportDiagnostics={false} />
      </EngineRegistryProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'आज के ऑफ़र' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लैपटॉप' })).toHaveAttribute('href', '/category/laptops/1');
    expect(screen.getByRole('link', { name: 'Phones' })).toBeInTheDocument();
  });

  it('refuses, before saving, words that lay over nothing or break the rules', () => {
    const result = lintLayout(registry, [banner({ 'hi-IN': { title: 'बहुत लंबा शीर्षक जो बीस अक्षरों से बड़ा है', slides: [{ caption: 3 }], colour: 'लाल' } }), banner(['no'])], 'page');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'other_configration.translations.hi-IN.slides.0.caption'],
      [0, 'other_configration.translations.hi-IN.colour'],
      [0, 'other_configration.translations.hi-IN.title'],
      [1, 'other_configration.translations'],
    ]);
    expect(lintLayout(registry, [banner({ 'hi-IN': hindi })], 'page').ok).toBe(true);
  });

  it('lists the English text a language leaves untranslated, words only', () => {
    const isText = (path: readonly string[]) => path.at(-1) !== 'href';
    expect(missingText(english, hindi, isText)).toEqual([{ path: 'slides.1.caption', english: 'Phones' }]);
    expect(strayTranslations(english, hindi)).toEqual([]);
  });
});
