import { z } from 'zod';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A CSF module: its meta and its stories. */
export type StoryModule = { default: Meta } & Record<string, StoryObj>;

/** Every generated section story file, by path relative to this folder. */
export const sectionStoryModules = import.meta.glob<StoryModule>('../../../stories/sections/*.stories.tsx', { eager: true });

/** The same files as text, to compare with what the generator writes. */
export const sectionStorySources = import.meta.glob<string>('../../../stories/sections/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

export function moduleFor(section: string): StoryModule | undefined {
  return sectionStoryModules[`../../../stories/sections/${section}.stories.tsx`];
}

const targetSchema = z.object({
  vitrine: z.object({ section: z.string(), pattern: z.number().int(), example: z.string().nullable() }),
});
export type StoryTarget = z.output<typeof targetSchema>['vitrine'];

/** The registry entry a story shows, read from its parameters (set by patternStory). */
export function targetOf(story: unknown): StoryTarget | null {
  // Story objects, and composed stories (functions carrying their parameters).
  if (story === null || (typeof story !== 'object' && typeof story !== 'function') || !('parameters' in story)) return null;
  const parsed = targetSchema.safeParse(story.parameters);
  return parsed.success ? parsed.data.vitrine : null;
}

/** A module's story exports, without its meta and CSF bookkeeping. */
export function storyExports(module: StoryModule): [string, unknown][] {
  return Object.entries(module).filter(([name]) => name !== 'default' && !name.startsWith('__'));
}

export function exportNamed(module: StoryModule, name: string): unknown {
  return storyExports(module).find(([n]) => n === name)?.[1];
}
