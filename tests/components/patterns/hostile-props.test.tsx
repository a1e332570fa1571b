import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { sectionRegistry, scopeSections, shopRegistry } from '../../../registry';
import type { PatternDefinition } from '../../../registry/types';
import { imageSrcSchema, orNone, shopPathSchema } from '../../../schemas/links';
import { nonEmpty, requiredText, text, withDefault } from '../../../schemas/zod-helpers';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { AppProviders } from '../../../src/app/providers/AppProviders';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { diagnostics } from '../../../src/engine/diagnostics';
import { interpretLayout } from '../../../src/engine/resolve';
import { labelOf, markupProblems, pageProblems, schemaProblems, scriptTagsIn } from './hostile/check';
import { factsOf, type PageFacts, type Placement } from './hostile/inspect';
import { HOSTILE_IMAGES, HOSTILE_LINKS, HOSTILE_MARKUP, type LeafRole } from './hostile/payloads';
import { hostileWorld, hydrateAll, pagePathOf, scopeOf, servePage, type PatternTarget } from './hostile/render';
import { hostileVariants, pathText, stringLeaves, type Variant } from './hostile/variants';

/**
 * Every string a merchandiser can set in every registered pattern, set to
 * something hostile one at a time: the schema refuses it, or the pattern
 * renders it as inert text, in the server's HTML and after hydration. The
 * cases come from the registry and each schema's defaults, so a new pattern
 * or prop is covered without touching this file.
 */

// The fixtures draw every product, category and collection picture as an inline SVG of several KB, repeated
// on every card; a tiny drawing keeps the addresses' form (data:image/svg+xml) and the thousand pages within budget.
const { TINY_SVG } = vi.hoisted(() => ({ TINY_SVG: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
vi.mock('../../../server/features/catalog/art/product', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../server/features/catalog/art/product')>()),
  productSvg: () => TINY_SVG,
}));
vi.mock('../../../server/features/catalog/art/tiles', () => ({ categoryTileSvg: () => TINY_SVG, collectionTileSvg: () => TINY_SVG }));

interface Case {
  name: string;
  section: string;
  pattern: number;
  definition: PatternDefinition;
}

const cases: Case[] = Object.values(sectionRegistry).flatMap((section) =>
  Object.entries(section.patterns).map(([n, definition]) => ({ name: `${section.name} ${n}`, section: section.name, pattern: Number(n), definition })),
);

const tally = { patterns: 0, variants: 0, refused: 0, rendered: 0, escaped: 0, asText: 0, inAttribute: 0, notShown: 0 };
const refusedBy: Record<LeafRole, number> = { link: 0, image: 0, text: 0 };
const started = performance.now();

/** Pages hydrated per act(): enough to spread its cost, few enough to keep jsdom's document small. */
const BATCH = 24;

interface Baseline {
  server: PageFacts;
  client: PageFacts;
  recoverable: string[];
  /** Script tags in the server's HTML as a string. */
  scriptTags: number;
}

/** The pattern's page with its defaults, served and hydrated: what each variant is compared with. */
async function baselineOf(target: PatternTarget, defaults: Record<string, unknown>): Promise<Baseline> {
  const page = servePage(target, defaults);
  const server = factsOf(page.container);
  const unmount = await hydrateAll(target, [page]);
  const client = factsOf(page.container);
  unmount();
  return { server, client, recoverable: page.recoverable, scriptTags: scriptTagsIn(page.html) };
}

interface Outcome {
  problems: string[];
  /** Where the payload showed after hydration. */
  placement: Placement;
}

/** Serves and hydrates variants of one pattern: each one's problems, on the server's page and the hydrated one. */
async function tryVariants(target: PatternTarget, variants: readonly Variant[], base: Baseline): Promise<Outcome[]> {
  const served = variants.map((variant) => {
    const page = servePage(target, variant.config);
    const server = pageProblems(factsOf(page.container), base.server, variant, 'server');
    return { variant, page, problems: [...schemaProblems(variant), ...markupProblems(variant, page.html, base.scriptTags), ...server.problems] };
  });
  const unmount = await hydrateAll(target, served.map((s) => s.page));
  const outcomes = served.map(({ variant, page, problems }) => {
    const client = pageProblems(factsOf(page.container), base.client, variant, 'hydrated');
    const mismatch = page.recoverable.map((message) => `hydrated ${labelOf(variant)}: the first render in the browser differs from the server's (${message})`);
    return { problems: [...problems, ...client.problems, ...mismatch], placement: client.placement };
  });
  unmount();
  return outcomes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `hostile props: ${tally.patterns} patterns, ${tally.variants} variants tried, ${tally.refused} refused by their schema ` +
      `(links ${refusedBy.link}, pictures ${refusedBy.image}, other text ${refusedBy.text}), ` +
      `${tally.rendered} rendered on the server and hydrated, ${tally.escaped} of them escaped ` +
      `(payload shown as text ${tally.asText}, in an attribute ${tally.inAttribute}, not shown in that state ${tally.notShown}); ${seconds} s`,
  );
});

describe('hostile strings in every pattern’s props', () => {
  it('covers every registered pattern, each on its own page', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(pagePathOf(c.section), c.name).toMatch(/^\//);
  });

  it.each(cases)('$name: refused by its schema, or escaped in the server’s HTML and after hydration', async ({ section, definition }) => {
    tally.patterns += 1;
    // React also reports hydration mismatches on the console; `recoverable` is what the test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: PatternTarget = { section, Bound: await definition.load() };
    const base = await baselineOf(target, definition.schema.parse({}));
    // The defaults' page is clean: what it holds that looks dangerous is the fixtures' inline pictures, never a prop.
    expect([...base.server.handlers, ...base.client.handlers]).toEqual([]);
    for (const address of base.server.addresses) expect(address).toMatch(/^img\[src\]=data:image\/svg\+xml/);
    expect(base.recoverable).toEqual([]);

    const accepted: Variant[] = [];
    for (const variant of hostileVariants(definition.schema)) {
      tally.variants += 1;
      if (definition.schema.safeParse(variant.config).success) accepted.push(variant);
      else {
        tally.refused += 1;
        refusedBy[variant.leaf.role] += 1;
      }
    }
    const problems: string[] = [];
    for (let i = 0; i < accepted.length; i += BATCH) {
      // One batch at a time: they share jsdom's document.
      for (const result of await tryVariants(target, accepted.slice(i, i + BATCH), base)) {
        problems.push(...result.problems);
        tally.rendered += 1;
        if (result.problems.length === 0) tally.escaped += 1;
        if (result.placement === 'text') tally.asText += 1;
        else if (result.placement === 'attribute') tally.inAttribute += 1;
        else tally.notShown += 1;
      }
    }
    expect(problems).toEqual([]);
  }, 30_000);
});

describe('the variant generator', () => {
  // A pattern with a picture, as a future one may have: none registered today holds one.
  const schema = z.object({
    title: requiredText('Deals'),
    tone: withDefault(z.enum(['brand', 'dark']), 'brand'),
    kind: withDefault(z.literal('banner'), 'banner'),
    picks: withDefault(z.union([z.literal('all'), z.array(z.string())]), 'all'),
    cta: withDefault(z.object({ label: nonEmpty(), href: shopPathSchema }), { label: 'Shop', href: '/products' }),
    image: withDefault(imageSrcSchema, '/media/banner.webp'),
    brand_logo: withDefault(orNone(imageSrcSchema), ''),
    link_label: text('See all'),
    lines: withDefault(z.array(z.object({ text: nonEmpty() })), [{ text: 'Free delivery' }, { text: 'GST invoice' }]),
  });

  it('finds every free-text string by its role and leaves enums and literals alone', () => {
    const leaves = stringLeaves(schema, schema.parse({})).map((l) => `${pathText(l.path)}:${l.role}`);
    expect(leaves).toEqual(['title:text', 'cta.label:text', 'cta.href:link', 'image:image', 'brand_logo:image', 'link_label:text', 'lines.0.text:text', 'lines.1.text:text']);
  });

  it('gives each leaf every payload of its role (a later list item one of them, in turn), one leaf at a time', () => {
    const variants = hostileVariants(schema);
    expect(variants).toHaveLength(4 * HOSTILE_MARKUP.length + 1 + HOSTILE_LINKS.length + 2 * HOSTILE_IMAGES.length);
    expect(variants.filter((v) => v.leaf.path[1] === 1).map((v) => v.payload)).toEqual([HOSTILE_MARKUP[1]]);
    const image = variants.filter((v) => v.leaf.key === 'image');
    expect(image.map((v) => v.config.image)).toEqual(HOSTILE_IMAGES);
    for (const v of image) expect({ ...v.config, image: '/media/banner.webp' }).toEqual(schema.parse({}));
    const accepted = variants.filter((v) => v.leaf.role !== 'text' && schema.safeParse(v.config).success).map((v) => v.payload);
    expect(accepted).toEqual(['/"><svg/onload=alert(1)>', "/products'onmouseover='alert(1)", '/media/x.png"onerror="alert(1)', '/media/x.png"onerror="alert(1)']);
  });
});

// ------------------------------------------------------------------ engine

/** An entry as the provider API serves it: the props as a JSON string in other_configration. */
const entry = (section: string, config: Record<string, unknown>) => ({ section_name: section, visibility: 'Y', other_configration: JSON.stringify(config) });

/** Each pattern's link and picture props set to each hostile address its schema refuses, as entries of its page. */
const hostileLinkEntries = cases.flatMap(({ name, section, pattern, definition }) =>
  hostileVariants(definition.schema)
    .filter((v) => v.leaf.role !== 'text' && !definition.schema.safeParse(v.config).success)
    .map((v) => ({ name, section, pattern, variant: v, raw: entry(section, { pattern, ...v.config }) })),
);

describe('the engine with a hostile link in other_configration', () => {
  it('skips every such entry, reports it as invalid props naming the prop, and keeps its valid neighbour', () => {
    expect(hostileLinkEntries.length).toBeGreaterThan(0);
    for (const { name, section, pattern, variant, raw } of hostileLinkEntries) {
      const layout = interpretLayout(shopRegistry, [entry(section, { pattern }), raw], scopeOf(section));
      const label = `${name} ${labelOf(variant)}`;
      expect(layout.sections.map((s) => s.index), label).toEqual([0]);
      expect(layout.diagnostics, label).toEqual([
        expect.objectContaining({ index: 1, section_name: section, pattern, reason: 'invalid-props', level: 'error', message: expect.stringContaining(pathText(variant.leaf.path)) }),
      ]);
    }
  });

  it('never renders them: the page shows only the valid section and no hostile address, and the diagnostics list the rest', async () => {
    const scope: PageScope = 'shell';
    const hostile = hostileLinkEntries.filter((e) => scopeSections[scope].includes(e.section) && HOSTILE_LINKS.includes(e.variant.payload));
    expect(hostile.length).toBeGreaterThan(0);
    // In development each skipped entry is also warned about on the console; the store is what the test reads.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    diagnostics.clearScope(scope);
    const { container } = render(
      <AppProviders registry={shopRegistry} bootstrap={hostileWorld} swr={{ provider: () => new Map(), isPaused: () => true }}>
        <MemoryRouter initialEntries={['/']}>
          <ComposedLayout entries={[entry('promotional-header', { pattern: 1 }), ...hostile.map((e) => e.raw)]} scope={scope} />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(container.querySelector('[data-index="0"] a')).not.toBeNull());
    expect([...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-index'))).toEqual(['0']);
    expect(factsOf(container).addresses).toEqual([]);
    const reported = diagnostics.all().filter((d) => d.scope === scope);
    expect(reported.map((d) => d.index)).toEqual(hostile.map((_, i) => i + 1));
    expect(new Set(reported.map((d) => d.reason))).toEqual(new Set(['invalid-props']));
  });
});
