import type { Random } from '../random';
import type { Spec, VariantDraft } from '../types';

/** Spec rows from [name, value] pairs, skipping empty values. */
export function specs(pairs: ReadonlyArray<readonly [string, string | undefined]>): Spec[] {
  return pairs.flatMap(([name, value]) => (value ? [{ name, value }] : []));
}

/** The model lines are cycled in order, so the demo catalogue covers every line before repeating one. */
export function lineAt<T>(lines: readonly T[], index: number): T {
  const line = lines[index % lines.length];
  if (line === undefined) throw new Error('a category template needs at least one model line');
  return line;
}

/** Colour variants at one price: wearables, audio, keyboards. */
export function colourVariants(colours: readonly string[], price: number): VariantDraft[] {
  return colours.map((colour) => ({ label: colour, attributes: { Colour: colour }, price }));
}

/** Two to all of the colours, keeping the first (the product's own). */
export function someColours(random: Random, colours: readonly string[]): string[] {
  const [first, ...rest] = colours;
  if (first === undefined) return [];
  return [first, ...random.sample(rest, random.int(1, Math.max(1, rest.length)))];
}

/** "Standard 1-year brand warranty" style text, one place to keep the wording consistent. */
export function warranty(years: number, kind: 'onsite' | 'carry-in' | 'replacement' | 'limited' = 'carry-in'): string {
  const label = years === 1 ? '1 year' : `${years} years`;
  return kind === 'limited' ? `${label} limited brand warranty` : `${label} ${kind} brand warranty`;
}
