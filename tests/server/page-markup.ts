/**
 * Reading a page's security headers and its inline <script> and <style>
 * elements, for the security header tests.
 */

export interface InlineElement {
  tag: 'script' | 'style';
  attributes: Map<string, string>;
  /** A script the browser runs (a classic or module script), as opposed to a data block it never runs. */
  executable: boolean;
  text: string;
}

const ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The script types a browser runs; any other type is a data block (the bootstrap JSON, JSON-LD). */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attributesOf(raw: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of raw.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return attributes;
}

/** Every <script> and <style> element without a src: what the policy's nonce must admit. */
export function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  for (const [, tag = '', raw = '', text = ''] of html.matchAll(ELEMENT)) {
    const attributes = attributesOf(raw);
    if (attributes.has('src')) continue;
    const name = tag.toLowerCase() === 'script' ? 'script' : 'style';
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    found.push({ tag: name, attributes, executable: name === 'script' && RUN_TYPES.has(type), text });
  }
  return found;
}

/** A policy's directives by name, each with its sources. */
export function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function nonceOf(policy: string): string {
  const sources = directivesOf(policy).get('script-src') ?? [];
  const nonce = sources.map((s) => /^'nonce-([^']+)'$/.exec(s)?.[1]).find((n) => n !== undefined);
  if (!nonce) throw new Error(`no nonce in script-src: ${policy}`);
  return nonce;
}
