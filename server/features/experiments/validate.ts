import type { Kysely } from 'kysely';
import { CONTROL_VARIANT, type ExperimentInput } from '../../../schemas/api/experiments';
import { isCampaignKey, isLayoutKey, type DocumentProblem } from '../../../schemas/api/studio';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { lintConfig } from '../../../registry/lint-rules';
import type { Database } from '../../db/types';
import { readLiveDocument } from '../studio/documents';
import { percentagesAddTo100 } from './assignment';
import { liveEntries } from './live-layout';

const problem = (field: string, message: string): DocumentProblem => ({ index: -1, field, message });

/**
 * What the schema cannot check: the control comes first and is the published
 * configuration, shares add to 100, and every variant would be a layout the
 * storefront can render (the same lint a publish passes).
 */
export async function experimentProblems(db: Kysely<Database>, input: ExperimentInput): Promise<DocumentProblem[]> {
  const problems: DocumentProblem[] = [];
  const { target, variants } = input;
  const [control, ...others] = variants;
  if (control?.key !== CONTROL_VARIANT) problems.push(problem('variants.0.key', `The first variant is the control, keyed "${CONTROL_VARIANT}"`));
  if (control && (control.other_configration !== undefined || control.entries !== undefined)) problems.push(problem('variants.0', 'The control is the published configuration; it holds no settings of its own'));
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    if (seen.has(v.key)) problems.push(problem(`variants.${i}.key`, `Two variants are keyed "${v.key}"`));
    seen.add(v.key);
  });
  if (!percentagesAddTo100(variants)) problems.push(problem('variants', 'The shares must add up to 100%'));

  const scope: LayoutScope | null = isLayoutKey(target.key) && target.key !== 'menu' ? target.key : isCampaignKey(target.key) ? 'campaign' : null;
  if (!scope) return [...problems, problem('target.key', 'Experiments vary a page or area layout, or a campaign page')];
  const live = await liveEntries(db, target.key, await readLiveDocument(db, target.key));
  if (live === null) return [...problems, problem('target.key', 'This campaign page has not been published yet')];

  others.forEach((variant, i) => {
    const at = `variants.${i + 1}`;
    let layout: UiConfigEntry[];
    if (target.kind === 'section') {
      const entry = live[target.index];
      if (!entry) return problems.push(problem('target.index', `The layout has ${live.length} sections; there is no section ${target.index + 1}`));
      if (variant.other_configration === undefined) return problems.push(problem(`${at}.other_configration`, 'Give the variant its pattern and settings'));
      layout = live.map((e, j) => (j === target.index ? { ...entry, other_configration: variant.other_configration ?? '' } : e));
    } else {
      if (variant.entries === undefined) return problems.push(problem(`${at}.entries`, 'Give the variant its layout'));
      layout = variant.entries;
    }
    const lint = lintConfig(layout, scope);
    if (lint.ok) return;
    for (const p of lint.problems) {
      const field = target.kind === 'section' ? `${at}.other_configration` : `${at}.entries.${p.index}`;
      problems.push(problem(field, `${p.field}: ${p.message}`));
    }
  });
  return problems;
}
