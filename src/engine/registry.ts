import type { ComponentType } from 'react';
import type * as z from 'zod/mini';

/** Props of a bound pattern component: its raw config, which the pattern parses with its own schema. */
export interface BoundPatternProps {
  config: Record<string, unknown>;
}

/** What the engine needs of one pattern: how to check its props, hold its place and load it. */
export interface PatternDefinition {
  /** Short name shown to designers and merchandisers. */
  label: string;
  /** Skeleton heights (px) while the chunk loads, so nothing shifts. */
  skeleton: { mobile: number; desktop: number };
  schema: z.ZodMiniObject;
  load: () => Promise<ComponentType<BoundPatternProps>>;
}

export interface SectionDefinition {
  /** Canonical section name, the value of data-section. */
  name: string;
  label: string;
  patterns: Readonly<Record<number, PatternDefinition>>;
}

/**
 * Everything the engine composes from, handed in by the app (as Puck's config
 * is): the engine itself knows no section, page or theme of any shop.
 */
export interface EngineRegistry<Scope extends string = string> {
  /** Every section the engine can render, by canonical name. */
  sections: Readonly<Record<string, SectionDefinition>>;
  /** Which sections each layout scope may hold. */
  scopeSections: Readonly<Record<Scope, readonly string[]>>;
  /** Colour schemes a section may sit on (its `color_scheme`); any other value leaves it on the page's own. */
  colorSchemes: readonly string[];
}

/** The registry's own section by name, never an inherited property such as "constructor". */
export function sectionOf(registry: EngineRegistry, name: string): SectionDefinition | undefined {
  return Object.hasOwn(registry.sections, name) ? registry.sections[name] : undefined;
}

/** The sections a scope may hold; a scope the registry does not know holds none. */
export function sectionsAllowedIn(registry: EngineRegistry, scope: string): readonly string[] {
  const scopes: Readonly<Record<string, readonly string[] | undefined>> = registry.scopeSections;
  return Object.hasOwn(scopes, scope) ? (scopes[scope] ?? []) : [];
}
