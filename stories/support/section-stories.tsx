import type { Meta, StoryObj } from '@storybook/react-vite';
import { argTypesFor } from './arg-types';
import { PatternStory } from './PatternStory';
import { findPattern, findSection } from './registry-lookup';

/** Which registry entry a story shows; the story tests match stories to the registry by it. */
export interface PatternStoryTarget {
  section: string;
  pattern: number;
  example: string | null;
}

export function sectionMeta(section: string): Meta {
  const definition = findSection(section);
  const count = Object.keys(definition.patterns).length;
  return {
    parameters: {
      layout: 'fullscreen',
      docs: { description: { component: `${definition.label}: ${count} pattern(s), data-section="${definition.name}".` } },
    },
  };
}

function argsFor(section: string, pattern: number, example: string | undefined): Record<string, unknown> {
  const definition = findPattern(section, pattern);
  const defaults = definition.schema.parse({});
  if (example === undefined) return defaults;
  const raw = definition.examples[example];
  if (!raw) throw new Error(`Pattern ${pattern} of "${section}" has no example "${example}"; regenerate the stories.`);
  const parsed = definition.schema.safeParse(raw);
  // An invalid example still gets a story, which then shows why the shop would skip it.
  return parsed.success ? parsed.data : { ...defaults, ...raw };
}

/** One story: the pattern with its defaults, or with one of its `examples`. */
export function patternStory(section: string, pattern: number, example?: string): StoryObj {
  const definition = findPattern(section, pattern);
  const target: PatternStoryTarget = { section, pattern, example: example ?? null };
  return {
    args: argsFor(section, pattern, example),
    argTypes: argTypesFor(definition.schema),
    parameters: {
      vitrine: target,
      docs: { description: { story: definition.description } },
    },
    render: (args) => <PatternStory section={section} pattern={pattern} args={args} />,
  };
}
