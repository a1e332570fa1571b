import type { Kysely } from 'kysely';
import type { BusinessDetails, ModuleEntry, ThemeConfig } from '../../../schemas/api/shop-config';
import * as z from 'zod/mini';
import { campaignSlugOf, configDocumentSchema, isCampaignKey, isLayoutKey, isTargetedKey, type ConfigDocument, type ConfigKey, type DocumentProblem } from '../../../schemas/api/studio';
import { newTargetedDocument, targetedDocumentSchema, targetedParts, targetedSettingsSchema, type TargetedDocument, type TargetedKey } from '../../../schemas/api/targeted-layouts';
import { readLiveVersion, writeLiveVersion } from '../targeted-layouts/repository';
import { campaignDocumentSchema, campaignSettingsSchema, newCampaignDocument, type CampaignDocument } from '../../../schemas/api/campaign-pages';
import { readLivePage, writeLivePage } from '../campaign-pages/repository';
import { uiConfigListSchema, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { upgradeLayout } from '../../../schemas/ui-config/migrations';
import type { LayoutScope, PageScope } from '../../../schemas/ui-config/section-names';
import type { LintProblem } from '../../../src/engine/lint';
import { lintConfig } from '../../../registry/lint-rules';
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
  | { kind: 'campaign'; slug: string; page: CampaignDocument }
  | { kind: 'targeted'; scope: PageScope; slug: string; version: TargetedDocument };

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
 * A page document (a campaign page, a targeted version): its settings by
 * field (index -1), its sections by entry index, as a layout's problems are,
 * so the studio shows each beside its input.
 */
function validatePageDocument<S extends object>(
  raw: unknown,
  what: string,
  settingsSchema: z.ZodMiniType<S>,
  scope: LayoutScope,
  crossCheck: (settings: S) => DocumentProblem[] = () => [],
): { ok: true; settings: S; sections: UiConfigEntry[] } | { ok: false; problems: DocumentProblem[] } {
  const problems: DocumentProblem[] = [];
  const record = configDocumentSchema.safeParse(raw);
  if (!record.success || Array.isArray(record.data)) return { ok: false, problems: [{ index: -1, field: '', message: `expected ${what}: its settings and its sections` }] };
  const { sections, ...settingsRaw } = record.data;
  const settings = settingsSchema.safeParse(settingsRaw);
  if (!settings.success) problems.push(...problemsFromZod(settings.error, false));
  else problems.push(...crossCheck(settings.data));
  const lint = lintConfig(sections ?? [], scope);
  if (!lint.ok) problems.push(...lint.problems.map(problemFromLint));
  if (!settings.success || !lint.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, settings: settings.data, sections: withoutIds(lint.entries) };
}

function validateCampaign(slug: string, raw: unknown): Validation {
  const checked = validatePageDocument(raw, 'a campaign page', campaignSettingsSchema, 'campaign', (settings) =>
    settings.starts_at !== null && settings.ends_at !== null && Date.parse(settings.ends_at) <= Date.parse(settings.starts_at)
      ? [{ index: -1, field: 'ends_at', message: 'The end must come after the start' }]
      : [],
  );
  if (!checked.ok) return checked;
  const page = { ...checked.settings, sections: checked.sections };
  return { ok: true, valid: { kind: 'campaign', slug, page }, document: page };
}

/** A targeted version is checked against the sections of the page it stands in for. */
function validateTargeted(key: TargetedKey, raw: unknown): Validation {
  const { scope, slug } = targetedParts(key);
  const checked = validatePageDocument(raw, 'a targeted version', targetedSettingsSchema, scope);
  if (!checked.ok) return checked;
  const version = { ...checked.settings, sections: checked.sections };
  return { ok: true, valid: { kind: 'targeted', scope, slug, version }, document: version };
}

/** Nothing invalid is ever stored: every write of a document (draft, publish, schedule) passes here first. */
export function validateDocument(key: ConfigKey, raw: unknown): Validation {
  if (isCampaignKey(key)) return validateCampaign(campaignSlugOf(key), raw);
  if (isTargetedKey(key)) return validateTargeted(key, raw);
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
  // A version never published starts as a copy of its page, named by its slug until the merchandiser names it.
  if (isTargetedKey(key)) {
    const { scope, slug } = targetedParts(key);
    return (await readLiveVersion(db, scope, slug)) ?? newTargetedDocument(slug, withoutIds(await listLayout(db, scope)));
  }
  if (isLayoutKey(key)) return withoutIds(await listLayout(db, key));
  if (key === 'modules') return listModules(db);
  if (key === 'theme') return readSetting(db, 'theme');
  return readSetting(db, 'business');
}

/** Whether anything was live before a first publish: a new campaign page or targeted version had nothing to return to. */
export async function hadLiveDocument(db: Kysely<Database>, key: ConfigKey): Promise<boolean> {
  if (isCampaignKey(key)) return (await readLivePage(db, campaignSlugOf(key))) !== null;
  if (isTargetedKey(key)) {
    const { scope, slug } = targetedParts(key);
    return (await readLiveVersion(db, scope, slug)) !== null;
  }
  return true;
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
    case 'targeted':
      return writeLiveVersion(tx, valid.scope, valid.slug, valid.version);
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
  if (isCampaignKey(key) || isTargetedKey(key)) {
    const page = (isCampaignKey(key) ? campaignDocumentSchema : targetedDocumentSchema).safeParse(stored);
    if (page.success) return { ...page.data, sections: withoutIds(upgradeLayout(page.data.sections, schemaVersion)) };
  }
  if (isLayoutKey(key)) {
    const list = uiConfigListSchema.safeParse(stored);
    if (list.success) return withoutIds(upgradeLayout(list.data, schemaVersion));
  }
  const loose = configDocumentSchema.safeParse(stored);
  return loose.success ? loose.data : [];
}
