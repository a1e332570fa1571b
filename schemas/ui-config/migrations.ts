import { parseOtherConfig, type UiConfigEntry } from './entry';
import { canonicalSectionName } from './section-names';

/**
 * Stored layouts carry the schema version they were written in. When a prop is
 * renamed or reshaped, the version goes up and a migration here upgrades older
 * layouts as they are read (live rows, drafts, versions, schedules), so a
 * merchant's settings survive the rename. Migrations run in order, each from
 * `to - 1` to `to`, and must be pure: the same entry always upgrades the same way.
 */
export interface LayoutMigration {
  to: number;
  /** What changed, for the changelog and the studio. */
  description: string;
  /** Upgrades one entry's props; return the same object when nothing applies. */
  up(section: string, config: Record<string, unknown>): Record<string, unknown>;
}

export const layoutMigrations: readonly LayoutMigration[] = [
  {
    to: 2,
    description: "product-carousel: 'collection' is now 'collection_slug', beside 'category_id'; a pattern stored as text (\"2\") is stored as a number",
    up(section, config) {
      let next = config;
      if (typeof next.pattern === 'string' && /^\s*[1-9][0-9]*\s*$/.test(next.pattern)) next = { ...next, pattern: Number(next.pattern) };
      if (section === 'product-carousel' && 'collection' in next) {
        const { collection, ...rest } = next;
        // A value already under the new name wins: it was written by someone who knew it.
        next = 'collection_slug' in rest ? rest : { ...rest, collection_slug: collection };
      }
      return next;
    },
  },
];

export const LAYOUT_SCHEMA_VERSION = layoutMigrations.reduce((v, m) => Math.max(v, m.to), 1);

/**
 * Upgrades a layout written in schema version `from` to the current one.
 * Entries whose other_configration is not a JSON object are left as they are:
 * the linter or the engine reports them, a migration must not hide them.
 */
export function upgradeLayout<E extends UiConfigEntry>(entries: readonly E[], from: number): E[] {
  const pending = layoutMigrations.filter((m) => m.to > from).sort((a, b) => a.to - b.to);
  if (pending.length === 0) return [...entries];
  return entries.map((entry) => {
    const json = parseOtherConfig(entry.other_configration);
    if (!json.ok) return entry;
    const section = canonicalSectionName(entry.section_name);
    const upgraded = pending.reduce((config, m) => m.up(section, config), json.value);
    return upgraded === json.value ? entry : { ...entry, other_configration: JSON.stringify(upgraded) };
  });
}
