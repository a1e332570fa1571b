/**
 * What a page must never hold, read from the DOM a browser builds from it:
 * the server's HTML parsed into a container (markup inserted with innerHTML
 * never runs its scripts, and jsdom loads nothing), then the same container
 * after hydration.
 */

/** The attributes a browser follows or fetches: a javascript: or another site's address here is an attack. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'background', 'ping']);
const BAD_STARTS = ['javascript:', 'data:', 'vbscript:', '//', '/\\', '\\'];

/** As a browser reads an address: tabs and newlines dropped anywhere, spaces and controls trimmed. */
// eslint-disable-next-line no-control-regex -- the control characters are what browsers trim
const normalise = (value: string): string => value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').toLowerCase();

export const isDangerousAddress = (value: string): boolean => BAD_STARTS.some((start) => normalise(value).startsWith(start));

const addressesIn = (name: string, value: string): string[] =>
  name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];

export interface PageFacts {
  /** Each script element by its type: JSON-LD is data, anything else would run. */
  scripts: string[];
  /** `tag[onsomething]`: an inline event handler (React never writes one; injected markup would). */
  handlers: string[];
  /** `tag[attribute]=value` for every followed address that runs script or leaves the shop. */
  addresses: string[];
  text: string;
  /** Every attribute's value, for finding where a string shows (a placeholder, an aria-label, an href). */
  attributeValues: string[];
}

/** One walk over every element: each page is read once, and there are two thousand of them. */
export function factsOf(root: Element): PageFacts {
  const facts: PageFacts = { scripts: [], handlers: [], addresses: [], text: root.textContent ?? '', attributeValues: [] };
  const visit = (el: Element) => {
    const tag = el.localName;
    if (tag === 'script') facts.scripts.push(el.getAttribute('type') ?? 'classic');
    for (const { name, value } of el.attributes) {
      const lower = name.toLowerCase();
      facts.attributeValues.push(value);
      if (lower.startsWith('on')) facts.handlers.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.has(lower)) for (const address of addressesIn(lower, value)) if (isDangerousAddress(address)) facts.addresses.push(`${tag}[${name}]=${address}`);
    }
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) visit(child);
  };
  visit(root);
  return facts;
}

export type Placement = 'text' | 'attribute' | 'nowhere';

/** Where a string shows on the page: as text, as an attribute's value, or not in this state. */
export function placementOf(facts: PageFacts, value: string): Placement {
  if (facts.text.includes(value)) return 'text';
  return facts.attributeValues.some((v) => v.includes(value)) ? 'attribute' : 'nowhere';
}

/** Characters React escapes in text and attributes: a payload holding one must never appear raw in the HTML. */
export const needsEscaping = (value: string): boolean => /[<>"'&]/.test(value);
