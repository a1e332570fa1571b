import type { Variant } from '../../../../schemas/api/catalog';
import { openingVariant } from '../../../../schemas/api/opening-variant';

/**
 * Choosing a variant one attribute at a time. Attributes cascade in the order
 * the catalogue lists them: a value is offered when some variant has it together
 * with the values already chosen for the attributes before it. Later choices
 * follow the pick as closely as they can, so every variant stays reachable even
 * when the variants do not fill every combination.
 */

export interface VariantOption {
  value: string;
  checked: boolean;
  /** No variant has this value with the choices before it. */
  disabled: boolean;
  /** The variant this value leads to, null when disabled. */
  target: Variant | null;
  outOfStock: boolean;
}

export interface VariantGroup {
  name: string;
  options: VariantOption[];
}

/** Attribute names in order of first appearance, e.g. RAM, Storage, Colour. */
export function attributeNames(variants: readonly Variant[]): string[] {
  const names: string[] = [];
  for (const v of variants) for (const name of Object.keys(v.attributes)) if (!names.includes(name)) names.push(name);
  return names;
}

/** The variant a page opens on: the shop's one rule, the same the cards and sorts price by. */
export function defaultVariant(variants: readonly Variant[]): Variant | null {
  return openingVariant(variants);
}

function valuesOf(variants: readonly Variant[], name: string): string[] {
  const values: string[] = [];
  for (const v of variants) {
    const value = v.attributes[name];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** Of the candidates, the one agreeing with the current variant on most later attributes; stock breaks ties. */
function closest(candidates: readonly Variant[], current: Variant, later: readonly string[]): Variant | null {
  let best: Variant | null = null;
  let bestScore = -1;
  for (const c of candidates) {
    const matches = later.filter((name) => c.attributes[name] === current.attributes[name]).length;
    const score = matches * 2 + (c.stock > 0 ? 1 : 0);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

export function variantGroups(variants: readonly Variant[], current: Variant): VariantGroup[] {
  const names = attributeNames(variants);
  return names.map((name, i) => {
    const before = names.slice(0, i);
    const later = names.slice(i + 1);
    const options = valuesOf(variants, name).map((value): VariantOption => {
      const candidates = variants.filter(
        (v) => v.attributes[name] === value && before.every((b) => v.attributes[b] === current.attributes[b]),
      );
      const target = closest(candidates, current, later);
      return {
        value,
        checked: current.attributes[name] === value,
        disabled: target === null,
        target,
        outOfStock: target !== null && target.stock === 0,
      };
    });
    return { name, options };
  });
}
