import * as z from 'zod/mini';
import { isCampaignKey, isLayoutKey, isTargetedKey, type ConfigKey } from '../../../schemas/api/studio';
import { isVisible, parseOtherConfig, readPattern, uiConfigListSchema } from '../../../schemas/ui-config/entry';
import { canonicalSectionName } from '../../../schemas/ui-config/section-names';
import { themeTokensSchema } from '../../../schemas/theme/tokens';
import { changedPropNames, stableJson } from '../../../src/studio/layout/pattern-props';
import { schemaOfSection, sectionLabel, sectionName } from '../../../src/studio/layout/section-label';

/*
 * A readable line of what a publish changed, for the version list and the
 * audit log: a merchandiser reads `Hid Promotional banners "Offers for you"`,
 * not a JSON diff. Sections are named as the studio names them
 * (section-label.ts); category and collection sources are named from their id
 * or slug, as the catalogue is not read here.
 */

export const NO_CHANGES = 'No changes';

interface Section {
  name: string;
  label: string;
  pattern: number | null;
  shown: boolean;
  props: Record<string, unknown>;
  raw: string;
}

function sections(document: unknown): Section[] {
  const list = uiConfigListSchema.safeParse(document);
  if (!list.success) return [];
  return list.data.map((entry) => {
    const json = parseOtherConfig(entry.other_configration);
    const config = json.ok ? json.value : {};
    const { pattern: _pattern, ...props } = config;
    const name = canonicalSectionName(entry.section_name);
    const pattern = readPattern(config);
    const label = sectionName(sectionLabel({ section_name: name, pattern, props }));
    return { name, label, pattern, shown: isVisible(entry.visibility), props, raw: `${name}|${entry.visibility.trim().toUpperCase()}|${stableJson(config)}` };
  });
}

/** Indexes (into `sequence`) of one longest increasing subsequence: the entries that kept their relative order. */
function longestIncreasing(sequence: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sequence[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

function changedProps(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return changedPropNames({ schema: null, props: before }, { schema: null, props: after });
}

const schemaOf = (s: Section) => schemaOfSection({ section_name: s.name, pattern: s.pattern, props: s.props });

export function summariseLayout(beforeDoc: unknown, afterDoc: unknown): string {
  const before = sections(beforeDoc);
  const after = sections(afterDoc);
  const pairOfAfter = new Array<number>(after.length).fill(-1);
  const takenBefore = new Set<number>();
  // Identical entries pair first, so editing one of two carousels is not read as swapping them.
  const pairBy = (same: (b: Section, a: Section) => boolean) => {
    after.forEach((a, ai) => {
      if (pairOfAfter[ai] !== -1) return;
      const bi = before.findIndex((b, i) => !takenBefore.has(i) && same(b, a));
      if (bi >= 0) {
        pairOfAfter[ai] = bi;
        takenBefore.add(bi);
      }
    });
  };
  pairBy((b, a) => b.raw === a.raw);
  pairBy((b, a) => b.name === a.name);

  const lines: string[] = [];
  after.forEach((a, ai) => {
    if (pairOfAfter[ai] === -1) lines.push(`Added ${a.label}${a.pattern === null ? '' : ` (pattern ${a.pattern})`}`);
  });
  before.forEach((b, bi) => {
    if (!takenBefore.has(bi)) lines.push(`Removed ${b.label}`);
  });

  const paired = after.map((_, ai) => ai).filter((ai) => pairOfAfter[ai] !== -1);
  const stayed = longestIncreasing(paired.map((ai) => pairOfAfter[ai]!));
  paired.forEach((ai, i) => {
    const bi = pairOfAfter[ai]!;
    const a = after[ai]!;
    const b = before[bi]!;
    if (!stayed.has(i)) lines.push(`Moved ${a.label} ${ai < bi ? 'up' : 'down'} from ${bi + 1} to ${ai + 1}`);
    if (b.pattern !== a.pattern) lines.push(`${a.label}: pattern ${b.pattern ?? 'none'} → ${a.pattern ?? 'none'}`);
    if (b.shown !== a.shown) lines.push(`${a.shown ? 'Showed' : 'Hid'} ${a.label}`);
    // Compared as shown: what a pattern switch drops or defaults is not something the merchandiser changed.
    const props = changedPropNames({ schema: schemaOf(b), props: b.props }, { schema: schemaOf(a), props: a.props });
    if (props.length) lines.push(`${a.label}: changed ${props.join(', ')}`);
  });
  return lines.length ? lines.join('; ') : NO_CHANGES;
}

const recordSchema = z.record(z.string(), z.unknown());

function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : stableJson(value);
  if (text === '') return '(empty)';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

export function summariseSetting(beforeDoc: unknown, afterDoc: unknown): string {
  const before = recordSchema.safeParse(beforeDoc);
  const after = recordSchema.safeParse(afterDoc);
  const b = before.success ? before.data : {};
  const a = after.success ? after.data : {};
  const lines = changedProps(b, a).map((k) => `${k} ${shown(b[k])} → ${shown(a[k])}`);
  return lines.length ? lines.join('; ') : NO_CHANGES;
}

const moduleListSchema = z.array(z.object({ module_name: z.string(), status: z.string() }));
const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function summariseModules(beforeDoc: unknown, afterDoc: unknown): string {
  const read = (doc: unknown) => {
    const parsed = moduleListSchema.safeParse(doc);
    const list = parsed.success ? parsed.data : [];
    return new Map(list.map((m) => [m.module_name.trim().toLowerCase(), { name: m.module_name.trim(), on: m.status.trim().toUpperCase() === 'Y' }]));
  };
  const before = read(beforeDoc);
  const after = read(afterDoc);
  const lines: string[] = [];
  for (const [key, a] of after) {
    const b = before.get(key);
    if (!b) lines.push(`Added module ${title(a.name)} (${a.on ? 'on' : 'off'})`);
    else if (b.on !== a.on) lines.push(`Turned ${a.on ? 'on' : 'off'} ${title(a.name)}`);
  }
  for (const [key, b] of before) if (!after.has(key)) lines.push(`Removed module ${title(b.name)}`);
  return lines.length ? lines.join('; ') : NO_CHANGES;
}

export function summariseChange(key: ConfigKey, before: unknown, after: unknown): string {
  if (isLayoutKey(key)) return summariseLayout(before, after);
  if (isCampaignKey(key) || isTargetedKey(key)) return summarisePage(before, after);
  if (key === 'modules') return summariseModules(before, after);
  if (key === 'theme') return summariseTheme(before, after);
  return summariseSetting(before, after);
}

/** The dotted paths and values of a token object's leaves: 'schemes.base.text' → '#14171f'. */
function leaves(value: unknown, at: string, into: Map<string, unknown>): Map<string, unknown> {
  const record = recordSchema.safeParse(value);
  if (record.success) for (const [key, child] of Object.entries(record.data)) leaves(child, at ? `${at}.${key}` : key, into);
  else into.set(at, value);
  return into;
}

/** Token changes listed by name; past this many, the rest are counted. */
const TOKEN_LINES = 6;

/**
 * The theme: its plain settings as any setting's, and of its design tokens
 * each value that changed by its path (`tokens.fonts.body system → mukta`),
 * compared with defaults filled in, so storing a default that was implied
 * changes nothing. Colour schemes that start or stop following the theme
 * colour say so in one line instead of listing every colour.
 */
export function summariseTheme(beforeDoc: unknown, afterDoc: unknown): string {
  const before = recordSchema.safeParse(beforeDoc);
  const after = recordSchema.safeParse(afterDoc);
  const { tokens: tokensBefore, ...b } = before.success ? before.data : {};
  const { tokens: tokensAfter, ...a } = after.success ? after.data : {};
  const parts = [summariseSetting(b, a)].filter((part) => part !== NO_CHANGES);
  const read = (tokens: unknown) => {
    const parsed = themeTokensSchema.safeParse(tokens ?? {});
    return parsed.success ? parsed.data : null;
  };
  const tb = read(tokensBefore);
  const ta = read(tokensAfter);
  if (tb && ta) {
    const lines: string[] = [];
    if (!tb.schemes !== !ta.schemes) lines.push(ta.schemes ? 'tokens.schemes: own colours' : 'tokens.schemes: follow theme_color');
    const { schemes: sb, ...restBefore } = tb;
    const { schemes: sa, ...restAfter } = ta;
    const changes = (before: unknown, after: unknown, at: string) => {
      const lb = leaves(before, at, new Map());
      const la = leaves(after, at, new Map());
      return [
        ...[...la].filter(([path, value]) => lb.get(path) !== value).map(([path, value]) => `${path} ${shown(lb.get(path))} → ${shown(value)}`),
        ...[...lb].filter(([path]) => !la.has(path)).map(([path, value]) => `${path} ${shown(value)} → (none)`),
      ];
    };
    if (sb && sa) {
      // A new set of colours (another ready theme) is one line, not dozens, and comes first: it is what the eye notices.
      const colours = changes(sb, sa, 'tokens.schemes');
      lines.push(...(colours.length > 2 ? [`tokens.schemes: ${colours.length} colours changed`] : colours));
    }
    lines.push(...changes(restBefore, restAfter, 'tokens'));
    const more = lines.length - TOKEN_LINES;
    parts.push(...lines.slice(0, TOKEN_LINES), ...(more > 0 ? [`${more} more token${more === 1 ? '' : 's'}`] : []));
  } else if (stableJson(tokensBefore) !== stableJson(tokensAfter)) {
    parts.push(`tokens ${shown(tokensBefore)} → ${shown(tokensAfter)}`);
  }
  return parts.length ? parts.join('; ') : NO_CHANGES;
}

const pageParts = z.looseObject({ sections: z._default(z.unknown(), []) });

/** A campaign page or a targeted version: its settings read like a setting's, its sections like a layout's. */
function summarisePage(before: unknown, after: unknown): string {
  const split = (document: unknown) => {
    const parsed = pageParts.safeParse(document);
    if (!parsed.success) return { settings: {}, sections: [] };
    const { sections, ...settings } = parsed.data;
    return { settings, sections };
  };
  const a = split(before);
  const b = split(after);
  const parts = [summariseSetting(a.settings, b.settings), summariseLayout(a.sections, b.sections)].filter((part) => part !== NO_CHANGES);
  return parts.length ? parts.join('; ') : NO_CHANGES;
}
