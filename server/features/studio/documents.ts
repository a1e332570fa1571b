import type { Kysely } from 'kysely';
import type { BusinessDetails, ModuleEntry, ThemeConfig } from '../../../schemas/api/shop-config';
import { campaignSlugOf, configDocumentSchema, isCampaignKey, isLayoutKey, type ConfigDocument, type ConfigKey, type DocumentProblem } from '../../../schemas/api/studio';
import { campaignDocumentSchema, campaignSettingsSchema, newCampaignDocument, type CampaignDocument } from '../../../schemas/api/campaign-pages';
import { readLivePage, writeLivePage } from '../campaign-pages/repository';
import { uiConfigListSchema, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { upgradeLayout } from '../../../schemas/ui-config/migrations';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { lintConfig, type LintProblem } from '../../../src/engine/lint';
import type { Database } from '../../db/types';
import { writeBrandImages } from '../media/repository';
import { listLayout, listModules, replaceLayout, replaceModules } from '../config/repository';
import { readSetting, writeSetting } from '../config/settings';
import { businessUpdateSchema, moduleListUpdateSchema, themeUpdateSchema } from './setting-rules';

/**
 * One configuration as a document: a layout is its entry list (no ids, the
 * order is the position), modules their list, theme and business one object.
 */
export type ValidDocument =
  | { kind: 'layout'; scope: PageScope; entries: UiConfigEntry[] }
  | { kind: 'modules'; modules: ModuleEntry[] }
  | { kind: 'theme'; theme: ThemeConfig }
  | { kind: 'business'; business: BusinessDetails }
  | { kind: 'campaign'; slug: string; page: CampaignDocument };

export type Validation = { ok: true; valid: ValidDocument; document: ConfigDocument } | { ok: false; problems: DocumentProblem[] };

const withoutIds = (entries: readonly UiConfigEntry[]): UiConfigEntry[] =>
  entries.map((e) => ({ section_name: e.section_name, visibility: e.visibility, other_configration: e.other_configration }));

/**
 * lintConfig names prop fields 'other_configration.<path>'; the studio shows a
 * message beside the prop, so the field is the path inside the props. Problems
 * with the entry itself keep 'section_name' or 'visibility'; '' is the whole entry.
 */
export function problemFromLint(p: LintProblem): DocumentProblem {
  const prefix = 'other_configration.';
  let field = p.field;
  if (field.startsWith(prefix)) field = field.slice(prefix.length);
  else if (field === 'other_configration' || field.startsWith('(')) field = '';
  return { index: p.index, field, message: p.message };
}

function problemsFromZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, listLike: boolean): DocumentProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    const first = issue.path[0];
    if (listLike && typeof first === 'number') return { index: first, field: path.slice(1).join('.'), message: issue.message };
    return { index: -1, field: path.join('.'), message: issue.message };
  });
}

/**
 * A campaign page: its settings by field (index -1), its sections by entry
 * index, as a layout's problems are, so the studio shows each beside its input.
 */
function validateCampaign(slug: string, raw: unknown): Validation {
  const problems: DocumentProblem[] = [];
  const record = configDocumentSchema.safeParse(raw);
  if (!record.success || Array.isArray(record.data)) return { ok: false, problems: [{ index: -1, field: '', message: 'expected a campaign page: its settings and its sections' }] };
  const { sections, ...settingsRaw } = record.data;
  const settings = campaignSettingsSchema.safeParse(settingsRaw);
  if (!settings.success) problems.push(...problemsFromZod(settings.error, false));
  else if (settings.data.starts_at !== null && settings.data.ends_at !== null && Date.parse(settings.data.ends_at) <= Date.parse(settings.data.starts_at)) {
    problems.push({ index: -1, field: 'ends_at', message: 'The end must come after the start' });
  }
  const lint = lintConfig(sections ?? [], 'campaign');
  if (!lint.ok) problems.push(...lint.problems.map(problemFromLint));
  if (!settings.success || !lint.ok || problems.length > 0) return { ok: false, problems };
  const page = { ...settings.data, sections: withoutIds(lint.entries) };
  return { ok: true, valid: { kind: 'campaign', slug, page }, document: page };
}

/** Nothing invalid is ever stored: every write of a document (draft, publish, schedule) passes here first. */
export function validateDocument(key: ConfigKey, raw: unknown): Validation {
  if (isCampaignKey(key)) return validateCampaign(campaignSlugOf(key), raw);
  if (isLayoutKey(key)) {
    const result = lintConfig(raw, key);
    if (!result.ok) return { ok: false, problems: result.problems.map(problemFromLint) };
    const entries = withoutIds(result.entries);
    return { ok: true, valid: { kind: 'layout', scope: key, entries }, document: entries };
  }
  if (key === 'modules') {
    const parsed = moduleListUpdateSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, true) };
    return { ok: true, valid: { kind: 'modules', modules: parsed.data }, document: parsed.data };
  }
  if (key === 'theme') {
    const parsed = themeUpdateSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, false) };
    return { ok: true, valid: { kind: 'theme', theme: parsed.data }, document: parsed.data };
  }
  const parsed = businessUpdateSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, false) };
  return { ok: true, valid: { kind: 'business', business: parsed.data }, document: parsed.data };
}

/** What the storefront is served now. */
export async function readLiveDocument(db: Kysely<Database>, key: ConfigKey): Promise<ConfigDocument> {
  // A page never published reads as a new one, untitled: the studio starts its first draft from it.
  if (isCampaignKey(key)) return (await readLivePage(db, campaignSlugOf(key))) ?? newCampaignDocument('');
  if (isLayoutKey(key)) return withoutIds(await listLayout(db, key));
  if (key === 'modules') return listModules(db);
  if (key === 'theme') return readSetting(db, 'theme');
  return readSetting(db, 'business');
}

/** Writes the live tables; call inside the publishing transaction. */
export async function writeLiveDocument(tx: Kysely<Database>, valid: ValidDocument): Promise<void> {
  switch (valid.kind) {
    case 'layout':
      return replaceLayout(tx, valid.scope, valid.entries);
    case 'modules':
      return replaceModules(tx, valid.modules);
    case 'business':
      return writeSetting(tx, 'business', valid.business);
    case 'campaign':
      return writeLivePage(tx, valid.slug, valid.page);
    case 'theme': {
      const { theme } = valid;
      const before = await readSetting(tx, 'theme');
      await writeSetting(tx, 'theme', theme);
      // The logo and favicon are drawn from the brand name and colour.
      if (before.brand_name !== theme.brand_name || before.theme_color !== theme.theme_color) {
        await writeBrandImages(tx, theme.brand_name, theme.theme_color);
      }
    }
  }
}

/**
 * A stored document (draft, version, schedule) in today's shape: layouts are
 * upgraded from the schema version they were written in. A document that
 * does not even parse is returned as found, for validation to report.
 */
export function upgradeStored(key: ConfigKey, stored: unknown, schemaVersion: number): ConfigDocument {
  if (isCampaignKey(key)) {
    const page = campaignDocumentSchema.safeParse(stored);
    if (page.success) return { ...page.data, sections: withoutIds(upgradeLayout(page.data.sections, schemaVersion)) };
  }
  if (isLayoutKey(key)) {
    const list = uiConfigListSchema.safeParse(stored);
    if (list.success) return withoutIds(upgradeLayout(list.data, schemaVersion));
  }
  const loose = configDocumentSchema.safeParse(stored);
  return loose.success ? loose.data : [];
}
