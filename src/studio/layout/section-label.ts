import type * as z from 'zod/mini';
import { sectionRegistry } from '../../../registry';
import { MENU_SECTION, menuItemSchema } from '../../../schemas/menu';
import { FLAG_HEADINGS, titleFromPathSlug } from '../../features/catalog/listing-titles';
import { shownProp } from './pattern-props';

/*
 * How a section is named to a merchandiser: in the section list, the settings
 * panel, toasts and announcements, and the publish summaries the server writes
 * (it imports this file). Four carousels must not all read "Product carousel".
 */

/** A section as stored: its canonical name, pattern and props. */
export interface NamedSection {
  section_name: string;
  pattern: number | null;
  props: Record<string, unknown>;
}

/** Names of the catalogue a source points at; without them, ids and slugs are shown readably. */
export interface SourceNames {
  category: (id: number) => string | undefined;
  collection: (slug: string) => string | undefined;
}

export interface SectionLabel {
  /** What tells the section apart: its own heading, else its source, else its kind. */
  title: string;
  /** "Product carousel", "Menu item". */
  kind: string;
  /** "Pattern 1 · Product rail", a menu item's placement, or null. */
  variant: string | null;
}

/** Props that hold a section's own heading (label names a section for screen readers where it has no visible one). */
const HEADING_PROPS = ['title', 'headline', 'label'] as const;

const MENU_PLACEMENTS: Readonly<Record<string, string>> = { main: 'Main menu', 'sub-header': 'Sub-header', 'bottom-tab': 'Bottom tabs', footer: 'Footer' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function schemaOfSection(section: NamedSection): z.ZodMiniObject | null {
  if (section.section_name === MENU_SECTION) return menuItemSchema;
  if (section.pattern === null) return null;
  return sectionRegistry[section.section_name]?.patterns[section.pattern]?.schema ?? null;
}

function heading(props: Record<string, unknown>): string | null {
  for (const key of HEADING_PROPS) {
    const found = text(props[key]);
    if (found) return found;
  }
  return null;
}

/** Where a product carousel's products come from, as words: "Best sellers", a category's or a collection's name. */
function sourceOf(schema: z.ZodMiniObject, props: Record<string, unknown>, names: SourceNames | undefined): string | null {
  const source = shownProp(schema, 'source', props.source);
  if (source === 'best_seller' || source === 'hot_deal' || source === 'new_arrival') return FLAG_HEADINGS[source].title;
  if (source === 'category') {
    const id = shownProp(schema, 'category_id', props.category_id);
    if (typeof id !== 'number') return null;
    return names?.category(id) ?? `Category ${id}`;
  }
  if (source === 'collection') {
    const slug = shownProp(schema, 'collection_slug', props.collection_slug);
    if (typeof slug !== 'string' || slug === '') return null;
    return names?.collection(slug) ?? titleFromPathSlug(slug);
  }
  return null;
}

/**
 * The heading the merchandiser gave the section; else, for a section that
 * lists products, where they come from; else the heading the pattern shows by
 * default; else the kind.
 */
export function sectionLabel(section: NamedSection, names?: SourceNames): SectionLabel {
  const { section_name, pattern, props } = section;
  if (section_name === MENU_SECTION) {
    const placement = text(props.placement) ?? 'main';
    return { title: text(props.label) ?? 'Menu item', kind: 'Menu item', variant: MENU_PLACEMENTS[placement] ?? placement };
  }
  const definition = sectionRegistry[section_name];
  const kind = definition?.label ?? section_name;
  const patternDefinition = pattern === null ? undefined : definition?.patterns[pattern];
  const variant = pattern === null ? null : patternDefinition ? `Pattern ${pattern} · ${patternDefinition.label}` : `Pattern ${pattern}`;
  const schema = patternDefinition?.schema ?? null;
  const title = heading(props) ?? (schema ? (sourceOf(schema, props, names) ?? heading(defaultsOf(schema))) : null) ?? kind;
  return { title, kind, variant };
}

function defaultsOf(schema: z.ZodMiniObject): Record<string, unknown> {
  return Object.fromEntries(HEADING_PROPS.map((key) => [key, shownProp(schema, key, undefined)]));
}

/** One line naming the section, for sentences: `Product carousel "Best sellers"`, or `Header` when it has nothing but its kind. */
export function sectionName(label: SectionLabel): string {
  return label.title === label.kind ? label.kind : `${label.kind} "${label.title}"`;
}

/** The line under the title in the list: kind and pattern ("Product carousel · Pattern 1 · Product rail"). */
export function sectionDetail(label: SectionLabel): string {
  const parts = label.title === label.kind ? [label.variant] : [label.kind, label.variant];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
