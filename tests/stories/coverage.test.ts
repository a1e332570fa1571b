import { describe, expect, it } from 'vitest';
import { sectionRegistry } from '../../registry';
import { examplesOf, sectionExamples } from '../../registry/examples';
import { GENERATED_MARKER, renderStoryFiles, storyExportName } from '../../stories/support/story-files';
import { exportNamed, moduleFor, sectionStoryModules, sectionStorySources, storyExports, targetOf } from './support/story-modules';

const sections = Object.values(sectionRegistry);
const stale = 'run `npm run stories:generate` and commit the result';

describe('section stories cover the registry', () => {
  it.each(sections.map((s) => [s.name, s] as const))('%s has a story file titled by its label', (name, section) => {
    const module = moduleFor(name);
    expect(module, `no stories/sections/${name}.stories.tsx; ${stale}`).toBeDefined();
    expect(module?.default.title).toBe(`Sections/${section.label}`);
  });

  it.each(
    sections.flatMap((section) =>
      Object.keys(section.patterns).map((n) => [section.name, Number(n), Object.keys(examplesOf(section.name, Number(n)))] as const),
    ),
  )('%s pattern %i has a story, and one per example', (section, pattern, examples) => {
    const module = moduleFor(section);
    if (!module) throw new Error(`no story file for ${section}; ${stale}`);
    const targets = storyExports(module).map(([, story]) => targetOf(story));
    expect(targetOf(exportNamed(module, storyExportName(pattern))), `${section} has no export ${storyExportName(pattern)}; ${stale}`).toEqual({
      section,
      pattern,
      example: null,
    });
    for (const example of examples) {
      expect(targets, `${section} pattern ${pattern} has no story for example "${example}"; ${stale}`).toContainEqual({ section, pattern, example });
    }
  });

  it('every story shows a registered pattern', () => {
    for (const [path, module] of Object.entries(sectionStoryModules)) {
      for (const [name, story] of storyExports(module)) {
        const target = targetOf(story);
        expect(target, `${path} ${name} is not a pattern story`).not.toBeNull();
        if (!target) continue;
        const definition = sectionRegistry[target.section]?.patterns[target.pattern];
        expect(definition, `${path} ${name} shows ${target.section} ${target.pattern}, which is not registered`).toBeDefined();
        if (target.example !== null) expect(examplesOf(target.section, target.pattern)).toHaveProperty([target.example]);
      }
    }
  });

  it('every example belongs to a registered pattern, whose schema accepts it', () => {
    for (const [section, patterns] of Object.entries(sectionExamples)) {
      for (const [n, examples] of Object.entries(patterns)) {
        const definition = sectionRegistry[section]?.patterns[Number(n)];
        expect(definition, `registry/${section}/examples.ts has examples for pattern ${n}, which is not registered`).toBeDefined();
        for (const [name, example] of Object.entries(examples)) {
          expect(definition?.schema.safeParse(example).success, `${section} pattern ${n} example "${name}"`).toBe(true);
        }
      }
    }
  });

  it('the generated files on disk are what the generator writes now', () => {
    const expected = renderStoryFiles(sectionRegistry);
    const onDisk = new Map(
      Object.entries(sectionStorySources)
        .map(([path, text]) => [path.split('/').pop() ?? path, text] as const)
        .filter(([, text]) => text.includes(GENERATED_MARKER)),
    );
    expect([...onDisk.keys()].sort(), stale).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(onDisk.get(name), `${name} is out of date; ${stale}`).toBe(text);
  });

  it('generates the same text twice', () => {
    expect(renderStoryFiles(sectionRegistry)).toEqual(renderStoryFiles(sectionRegistry));
  });
});
