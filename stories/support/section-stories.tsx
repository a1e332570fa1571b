import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplesOf, sectionDescriptions } from '../../registry/examples';
import { argTypesFor } from './arg-types';
import { PatternStory } from './PatternStory';
import { findPattern, findSection } from './registry-lookup';
import { sectionStoryWrappers } from './section-wrappers';

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
  const raw = examplesOf(section, pattern)[example];
  if (!raw) throw new Error(`Pattern ${pattern} of "${section}" has no example "${example}"; regenerate the stories.`);
  const parsed = definition.schema.safeParse(raw);
  // An invalid example still gets a story, which then shows why the shop would skip it.
  return parsed.success ? parsed.data : { ...defaults, ...raw };
}

function wrapperDecorators(section: string): StoryObj['decorators'] {
  const Wrapper = sectionStoryWrappers[section];
  return Wrapper
    ? [
        (Story) => (
          <Wrapper>
            <Story />
          </Wrapper>
        ),
      ]
    : undefined;
}

/** One story: the pattern with its defaults, or with one of its examples (registry/<section>/examples.ts). */
export function patternStory(section: string, pattern: number, example?: string): StoryObj {
  const definition = findPattern(section, pattern);
  const target: PatternStoryTarget = { section, pattern, example: example ?? null };
  return {
    args: argsFor(section, pattern, example),
    argTypes: argTypesFor(definition.schema),
    parameters: {
      vitrine: target,
      docs: { description: { story: sectionDescriptions[section]?.[pattern] ?? '' } },
    },
    render: (args) => <PatternStory section={section} pattern={pattern} args={args} />,
    // Inside the shop's providers (the global decorator), around the pattern: its page data.
    decorators: wrapperDecorators(section),
  };
}
