import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { z } from 'zod';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../.storybook/preview';
import { definePattern } from '../../registry/types';
import { SectionFrame } from '../../src/engine/SectionFrame';
import { diagnostics } from '../../src/engine/diagnostics';
import { STORY_SCOPE } from '../../stories/support/PatternStory';
import { StoryProviders } from '../../stories/support/StoryProviders';
import { readStoryGlobals } from '../../stories/support/globals';
import { expectPatternRendered } from './support/expect-rendered';
import { sectionStoryModules, targetOf } from './support/story-modules';

const project = setProjectAnnotations([previewAnnotations]);
beforeAll(project.beforeAll);

afterEach(() => {
  diagnostics.clearScope(STORY_SCOPE);
  vi.restoreAllMocks();
});

const stories = Object.entries(sectionStoryModules).flatMap(([path, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => [`${path.split('/').pop()} ${name}`, Story] as const),
);

describe('every section story renders', () => {
  it('found the generated stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s', async (_name, Story) => {
    const target = targetOf(Story);
    if (!target) throw new Error('story has no vitrine target parameter');
    const { container } = render(<Story />);
    await expectPatternRendered(container, target.section, target.pattern);
    expect(container.querySelector('[data-story-problem]')).toBeNull();
  });
});

describe('the story check itself', () => {
  it('fails for a pattern that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = definePattern({
      label: 'Throws',
      skeleton: { mobile: 10, desktop: 10 },
      schema: z.object({}),
      load: async () => ({
        default: (): never => {
          throw new Error('broken pattern');
        },
      }),
    });
    const section = { key: 'x', index: 0, section: 'broken', pattern: 1, definition: throwing, config: {} };
    const { container } = render(
      <StoryProviders globals={readStoryGlobals({})}>
        <SectionFrame section={section} scope={STORY_SCOPE} />
      </StoryProviders>,
    );
    await expect(expectPatternRendered(container, 'broken', 1)).rejects.toThrow(/render errors: broken 1: broken pattern/);
  });
});
