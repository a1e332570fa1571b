import { sectionRegistry } from '../../registry';
import type { PatternDefinition, SectionDefinition } from '../../registry/types';

export function findSection(section: string): SectionDefinition {
  const definition = sectionRegistry[section];
  if (!definition) throw new Error(`No section "${section}" is registered; regenerate the stories (npm run stories:generate).`);
  return definition;
}

export function findPattern(section: string, pattern: number): PatternDefinition {
  const definition = findSection(section).patterns[pattern];
  if (!definition) {
    throw new Error(`Pattern ${pattern} of "${section}" is not registered; regenerate the stories (npm run stories:generate).`);
  }
  return definition;
}
