import * as z from 'zod/mini';

/*
 * What a section's props mean under a pattern's schema. Stored props are
 * sparse (a missing prop takes the pattern's default) and patterns of one kind
 * default the same prop differently (a carousel's title, source and limit), so
 * "what the section shows" is the stored value, else that pattern's default.
 * The studio's pattern switch and the server's publish summaries both read
 * props through here (the server imports this file: it is plain TypeScript).
 */

type Props = Record<string, unknown>;

/** JSON with object keys sorted: equal values give equal strings. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export const sameValue = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

export const knowsProp = (schema: z.ZodMiniObject, key: string): boolean => Object.hasOwn(schema.shape, key);

/** The value a prop takes under this schema: the stored one (nested defaults filled), else the default. Undefined for a prop the schema lacks. */
export function shownProp(schema: z.ZodMiniObject, key: string, stored: unknown): unknown {
  const prop = schema.shape[key];
  if (!prop) return undefined;
  const parsed = z.safeParse(prop, stored);
  // An invalid stored value is still what was stored; the editor reports it.
  return parsed.success ? parsed.data : stored;
}

/** Every prop the schema knows, as the section shows it. */
export function shownProps(schema: z.ZodMiniObject, props: Props): Props {
  const shown: Props = {};
  for (const key of Object.keys(schema.shape)) {
    const value = shownProp(schema, key, props[key]);
    if (value !== undefined) shown[key] = value;
  }
  return shown;
}

export interface SwitchedProps {
  props: Props;
  /** Props the new pattern does not know, kept aside (never saved) in case the section returns to a pattern that does. */
  stash: Props;
}

/**
 * The props of a section moving from one pattern to another. Each prop the new
 * pattern knows keeps the value the section showed under the old one: a prop
 * left to the old pattern's default is written out when the new pattern's
 * default differs. Props the new pattern does not know are set aside, and a
 * prop set aside earlier comes back when a pattern knows it again (header 1 →
 * 2 → 1 keeps show_nav_row). Props only the new pattern has stay unset, so
 * they take its defaults.
 */
export function switchProps(from: z.ZodMiniObject | null, to: z.ZodMiniObject, props: Props, stash: Props = {}): SwitchedProps {
  const next: Props = {};
  const aside: Props = {};
  for (const [key, value] of Object.entries({ ...stash, ...props })) {
    if (knowsProp(to, key)) next[key] = value;
    else aside[key] = value;
  }
  if (from) {
    for (const key of Object.keys(to.shape)) {
      if (key in next || !knowsProp(from, key)) continue;
      const shown = shownProp(from, key, undefined);
      if (shown !== undefined && !sameValue(shown, shownProp(to, key, undefined))) next[key] = structuredClone(shown);
    }
  }
  return { props: next, stash: aside };
}

/**
 * Names of the props a merchandiser changed between two versions of one
 * section, compared as shown: a prop dropped because the new pattern does not
 * know it, a default written out, or a default that differs between patterns
 * is not a change. A prop only the new pattern knows counts when it differs
 * from the new pattern's default. Without schemas, stored values are compared.
 */
export function changedPropNames(before: { schema: z.ZodMiniObject | null; props: Props }, after: { schema: z.ZodMiniObject | null; props: Props }): string[] {
  const a = after.schema;
  const b = before.schema;
  if (!a || !b) {
    const keys = [...Object.keys(after.props), ...Object.keys(before.props).filter((k) => !(k in after.props))];
    return keys.filter((k) => !sameValue(before.props[k], after.props[k]));
  }
  // Props the new pattern does not know but still stores (strays) are compared as stored.
  const strays = Object.keys(after.props).filter((k) => !knowsProp(a, k));
  return [...Object.keys(a.shape), ...strays].filter((key) => {
    const now = knowsProp(a, key) ? shownProp(a, key, after.props[key]) : after.props[key];
    const was = knowsProp(b, key)
      ? shownProp(b, key, before.props[key])
      : key in before.props
        ? before.props[key]
        : knowsProp(a, key)
          ? shownProp(a, key, undefined)
          : undefined;
    return !sameValue(was, now);
  });
}
