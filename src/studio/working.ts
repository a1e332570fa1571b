import * as z from 'zod/mini';
import { validateCampaignSettings } from './campaigns/campaign-settings';
import { isCampaignKey, isLayoutKey, isTargetedKey, type ConfigDocument, type ConfigKey, type DocumentProblem } from '../../schemas/api/studio';
import { targetedParts } from '../../schemas/api/targeted-layouts';
import { validateTargetedSettings } from './targeted/targeted-settings';
import { businessDetailsSchema, themeConfigSchema } from '../../schemas/api/shop-config';
import { validateProps } from './form/validate';
import { contrastErrors } from './theme/theme-draft';
import { rowsFromDocument, rowsToDocument, type SectionRow } from './layout/rows';
import { validateRows } from './layout/validate-rows';
import { validateModules, type ModuleRow } from './ModulesEditor';

/** What the editor holds for one configuration while it is being changed. */
export type Working =
  | { kind: 'layout'; rows: SectionRow[] }
  /** A campaign page or a targeted version of a page: its settings (title or name, dates, audience…) and its sections, as a layout's rows. */
  | { kind: 'page'; settings: Record<string, unknown>; rows: SectionRow[] }
  | { kind: 'modules'; modules: ModuleRow[] }
  | { kind: 'settings'; value: Record<string, unknown> };

const looseModulesSchema = z.array(z.object({ module_name: z.string(), status: z.string() }));
const looseSettingsSchema = z.record(z.string(), z.unknown());

export function workingFrom(key: ConfigKey, document: ConfigDocument): Working {
  if (isLayoutKey(key)) return { kind: 'layout', rows: rowsFromDocument(document) };
  if (isCampaignKey(key) || isTargetedKey(key)) {
    const page = looseSettingsSchema.safeParse(document);
    const { sections, ...settings } = page.success ? page.data : {};
    return { kind: 'page', settings, rows: rowsFromDocument(sections ?? []) };
  }
  if (key === 'modules') {
    const modules = looseModulesSchema.safeParse(document);
    return { kind: 'modules', modules: modules.success ? modules.data : [] };
  }
  const value = looseSettingsSchema.safeParse(document);
  return { kind: 'settings', value: value.success ? value.data : {} };
}

export function documentOf(working: Working): ConfigDocument {
  if (working.kind === 'layout') return rowsToDocument(working.rows);
  if (working.kind === 'page') return { ...working.settings, sections: rowsToDocument(working.rows) };
  if (working.kind === 'modules') return working.modules.map((m) => ({ ...m }));
  return working.value;
}

/** Problems by row id (layouts) or by field path (settings, modules), found before anything is sent. */
export interface Problems {
  rows: Record<string, Record<string, string>>;
  fields: Record<string, string>;
}

export function validateWorking(key: ConfigKey, working: Working): Problems {
  if (working.kind === 'layout') return { rows: isLayoutKey(key) ? validateRows(key, working.rows) : {}, fields: {} };
  if (working.kind === 'page') {
    if (isTargetedKey(key)) return { rows: validateRows(targetedParts(key).scope, working.rows), fields: validateTargetedSettings(working.settings) };
    return { rows: validateRows('campaign', working.rows), fields: validateCampaignSettings(working.settings) };
  }
  if (working.kind === 'modules') return { rows: {}, fields: validateModules(working.modules) };
  if (key === 'theme') return { rows: {}, fields: { ...validateProps(themeConfigSchema, working.value), ...contrastErrors(working.value) } };
  return { rows: {}, fields: validateProps(businessDetailsSchema, working.value) };
}

export function countOf(problems: Problems): number {
  const inRows = Object.values(problems.rows).reduce((sum, errors) => sum + Object.keys(errors).length, 0);
  return inRows + Object.keys(problems.fields).length;
}

/** Setting and module problems from the server, keyed the way their editors show them. */
export function fieldProblems(key: ConfigKey, problems: readonly DocumentProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const path = key === 'modules' && problem.index >= 0 ? `${problem.index}${problem.field ? `.${problem.field}` : ''}` : problem.field;
    fields[path] = fields[path] ? `${fields[path]}; ${problem.message}` : problem.message;
  }
  return fields;
}
