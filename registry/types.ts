import { createElement, type ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { BoundPatternProps, PatternDefinition } from '../src/engine/registry';

export type { BoundPatternProps, PatternDefinition, SectionDefinition } from '../src/engine/registry';

type PatternMeta = Pick<PatternDefinition, 'label' | 'skeleton'>;

/** What a pattern file's author writes: the component is typed by its schema. */
export interface TypedPattern<S extends z.ZodMiniObject> extends PatternMeta {
  /** Every prop has a realistic default, so `schema.parse({})` renders. */
  schema: S;
  load: () => Promise<{ default: ComponentType<z.output<S>> }>;
}

/**
 * Erases a pattern's props type without a cast: the loaded component is wrapped
 * so that it parses its config with its own schema. The engine, or the server
 * for the version it served, has validated that config, so this parse fills
 * defaults; should a config pass neither, it throws, and the section's error
 * boundary skips and reports it (SectionFrame).
 */
export function definePattern<S extends z.ZodMiniObject>(def: TypedPattern<S>): PatternDefinition {
  return {
    label: def.label,
    skeleton: def.skeleton,
    schema: def.schema,
    load: async () => {
      const { default: Component } = await def.load();
      function BoundPattern({ config }: BoundPatternProps) {
        return createElement(Component, def.schema.parse(config));
      }
      BoundPattern.displayName = `Pattern(${Component.displayName ?? Component.name ?? 'anonymous'})`;
      return BoundPattern;
    },
  };
}

/**
 * Extra prop sets for one pattern beside its defaults, by name, for Storybook
 * and the tests. Typed by the schema's input, so a misspelt or mistyped prop
 * fails typecheck: `{ ... } satisfies PatternExamples<typeof header1PropsSchema>`.
 */
export type PatternExamples<S extends z.ZodMiniObject> = Readonly<Record<string, z.input<S>>>;

/**
 * A section's examples by pattern number, in registry/<section>/examples.ts.
 * They live apart from the section's index.ts because the shop imports the
 * registry at startup and has no use for them.
 */
export type SectionExamples = Readonly<Record<number, Readonly<Record<string, Record<string, unknown>>>>>;

/**
 * A sentence per pattern number describing what it looks like, in the
 * section's examples.ts: Storybook and the studio show it; the shop does not
 * download it.
 */
export type PatternDescriptions = Readonly<Record<number, string>>;
