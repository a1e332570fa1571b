import { isSafeHref, isSafeImageSrc } from '../../../../schemas/links';
import { needsEscaping, placementOf, type PageFacts, type Placement } from './inspect';
import { pathText, type Variant } from './variants';

/**
 * The verdict on one page holding one hostile variant, against the same
 * pattern's page with its defaults: what the defaults hold (the product's
 * JSON-LD script, the fixtures' inline pictures) a variant may hold too;
 * nothing else may run or lead elsewhere, and the payload reads as typed.
 */

export const labelOf = (variant: Variant): string => `${pathText(variant.leaf.path)} = ${JSON.stringify(variant.payload)}`;

/** What the schema lets through in a link or a picture must be exactly what schemas/links.ts allows. */
export function schemaProblems(variant: Variant): string[] {
  const { role } = variant.leaf;
  if (role === 'link' && !isSafeHref(variant.payload)) return [`schema: ${labelOf(variant)} accepted as a link`];
  if (role === 'image' && !isSafeImageSrc(variant.payload)) return [`schema: ${labelOf(variant)} accepted as a picture`];
  return [];
}

export const scriptTagsIn = (html: string): number => html.match(/<script[\s>/]/gi)?.length ?? 0;

/**
 * The server's HTML as a string: React escapes <, >, ", ' and & in text and
 * attributes, so a payload holding one never appears raw, and no script tag
 * appears beyond the defaults' own.
 */
export function markupProblems(variant: Variant, html: string, defaultScriptTags: number): string[] {
  const problems: string[] = [];
  if (needsEscaping(variant.payload) && html.includes(variant.payload)) problems.push(`server ${labelOf(variant)}: in the HTML unescaped`);
  const tags = scriptTagsIn(html);
  if (tags !== defaultScriptTags) problems.push(`server ${labelOf(variant)}: ${tags} script tags in the HTML, ${defaultScriptTags} with the defaults`);
  return problems;
}

export function pageProblems(facts: PageFacts, base: PageFacts, variant: Variant, where: 'server' | 'hydrated'): { placement: Placement; problems: string[] } {
  const at = `${where} ${labelOf(variant)}`;
  const problems: string[] = [];
  if (facts.scripts.join() !== base.scripts.join()) problems.push(`${at}: script elements ${JSON.stringify(facts.scripts)}, with the defaults ${JSON.stringify(base.scripts)}`);
  for (const handler of facts.handlers) problems.push(`${at}: inline event handler ${handler}`);
  for (const address of facts.addresses) if (!base.addresses.includes(address)) problems.push(`${at}: followed address ${JSON.stringify(address)}`);
  const placement = placementOf(facts, variant.payload);
  // Where the default shows in this state (and is not a word found all over the page), its replacement shows too, as typed.
  const defaultShown = variant.leaf.value.length >= 4 && placementOf(base, variant.leaf.value) !== 'nowhere';
  if (defaultShown && placement === 'nowhere') problems.push(`${at}: the default ${JSON.stringify(variant.leaf.value)} shows but the payload does not, as typed`);
  return { placement, problems };
}
