import { CONTROL_VARIANT, experimentInputSchema, type Experiment, type ExperimentGoal, type ExperimentInput } from '../../../schemas/api/experiments';
import { configKeySchema } from '../../../schemas/api/studio';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { issueMessages, type FieldMessage } from '../desk/field-errors';
import { entryOf, needsPattern, sameLayout, scopeOf, sectionsOf, settingsJson, settingsTextOf, type PageSection } from './page-sections';
import { CONTROL_LABEL } from './words';

/** One variant as typed; the first of the form's list is the control, whose key and label are fixed. */
export interface VariantValues {
  key: string;
  label: string;
  percent: string;
  /** A section experiment's variant: its other_configration as typed (pattern and props). */
  settings: string;
  /** A page experiment's variant: its layout as edited; null until it is changed, meaning a copy of the published one. */
  sections: PageSection[] | null;
}

export type TargetKind = 'section' | 'page';

export interface ExperimentFormValues {
  name: string;
  /** '' until a page is chosen. */
  key: string;
  kind: TargetKind;
  /** The section's index as the select holds it; '' until one is chosen. */
  index: string;
  goal: ExperimentGoal;
  minimum_effect: string;
  variants: VariantValues[];
}

/** The control and at most three others (the schema's four). */
export const MAX_VARIANTS = 4;
const LETTERS = 'BCDEFGHIJ';

const HUNDRED = 10_000; // percent in hundredths: shares are compared as whole numbers, never as floats.

/** `count` shares that add to exactly 100, to the hundredth; the control takes what rounding leaves (33.34 · 33.33 · 33.33). */
export function evenSplit(count: number): string[] {
  const each = Math.floor(HUNDRED / count);
  return Array.from({ length: count }, (_, i) => String((i === 0 ? HUNDRED - each * (count - 1) : each) / 100));
}

const control = (percent: string): VariantValues => ({ key: CONTROL_VARIANT, label: CONTROL_LABEL, percent, settings: '', sections: null });

/** A new variant, named by the first letter no other variant's key uses. */
function newVariant(taken: readonly VariantValues[], settings: string): VariantValues {
  const letter = [...LETTERS].find((l) => !taken.some((v) => v.key === `variant-${l.toLowerCase()}`)) ?? 'X';
  return { key: `variant-${letter.toLowerCase()}`, label: `Variant ${letter}`, percent: '', settings, sections: null };
}

/** The variants' shares split evenly again: the merchandiser adjusts from there. */
const resplit = (variants: VariantValues[]): VariantValues[] => {
  const shares = evenSplit(variants.length);
  return variants.map((v, i) => ({ ...v, percent: shares[i] ?? '' }));
};

export function blankValues(): ExperimentFormValues {
  return { name: '', key: '', kind: 'section', index: '', goal: 'add_to_cart', minimum_effect: '10', variants: resplit([control(''), newVariant([control('')], '')]) };
}

export function addVariant(variants: VariantValues[], settings: string): VariantValues[] {
  return variants.length >= MAX_VARIANTS ? variants : resplit([...variants, newVariant(variants, settings)]);
}

export function removeVariant(variants: VariantValues[], index: number): VariantValues[] {
  return index === 0 || variants.length <= 2 ? variants : resplit(variants.filter((_, i) => i !== index));
}

/** A saved draft, as the form edits it. */
export function valuesOf(experiment: Experiment): ExperimentFormValues {
  const { target } = experiment;
  return {
    name: experiment.name,
    key: target.key,
    kind: target.kind,
    index: target.kind === 'section' ? String(target.index) : '',
    goal: experiment.goal,
    minimum_effect: String(experiment.minimum_effect_percent),
    variants: experiment.variants.map((v) => ({ key: v.key, label: v.label, percent: String(v.percent), settings: settingsTextOf(v.other_configration), sections: v.entries ? sectionsOf(v.entries) : null })),
  };
}

const PERCENT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** A share typed as "50" or "33.33"; null for anything else. */
const shareOf = (text: string): number | null => (PERCENT_TEXT.test(text.trim()) ? Number(text.trim()) : null);

/** How the shares add up, for the live check beside them: the total, or null while one is not a number. */
export function shareTotal(variants: readonly VariantValues[]): number | null {
  let hundredths = 0;
  for (const v of variants) {
    const share = shareOf(v.percent);
    if (share === null) return null;
    hundredths += Math.round(share * 100);
  }
  return hundredths / 100;
}

export interface Checked {
  /** What is sent, when nothing is wrong. */
  input: ExperimentInput | null;
  /** Each problem at its field, named as the server names them ('variants.1.percent'). */
  problems: FieldMessage[];
}

/**
 * The form as the API takes it, checked by the contract's schema and by what
 * the schema cannot know: the shares adding to 100, the settings being JSON,
 * and a page experiment's variants each differing from the published layout.
 */
export function checkForm(values: ExperimentFormValues, published: readonly UiConfigEntry[] | undefined): Checked {
  const problems: FieldMessage[] = [];
  const key = configKeySchema.safeParse(values.key);
  const scope = key.success ? scopeOf(key.data) : null;
  if (!key.success) problems.push({ field: 'target.key', message: 'Choose the page to test' });
  const index = values.index === '' ? null : Number(values.index);
  if (values.kind === 'section' && key.success && index === null) problems.push({ field: 'target.index', message: 'Choose the section to test' });
  if (values.kind === 'page' && key.success && !published) problems.push({ field: 'target.key', message: 'The page’s published layout is still loading; try again in a moment' });

  const minimum = shareOf(values.minimum_effect);
  if (minimum === null) problems.push({ field: 'minimum_effect_percent', message: 'A percentage from 1 to 100, like 10' });

  const variants = values.variants.map((v, i) => {
    const share = shareOf(v.percent);
    if (share === null) problems.push({ field: `variants.${i}.percent`, message: 'A percentage like 50 or 33.33' });
    if (i > 0 && values.variants.some((other, j) => j !== i && other.key === v.key)) problems.push({ field: `variants.${i}.key`, message: 'Another variant has this key' });
    const base = { key: v.key, label: v.label, percent: share ?? Number.NaN };
    if (i === 0) return base;
    if (values.kind === 'page') return { ...base, entries: pageEntries(i, variantSections(v, published), published, scope, problems) };
    const settings = settingsJson(v.settings);
    if (!settings.ok) problems.push({ field: `variants.${i}.other_configration`, message: settings.message });
    return { ...base, other_configration: settings.ok ? settings.json : v.settings };
  });
  const total = shareTotal(values.variants);
  if (total !== null && total !== 100) problems.push({ field: 'variants', message: `The shares add to ${total}%; they must add to 100%` });

  const candidate = {
    name: values.name,
    target: values.kind === 'section' ? { kind: 'section', key: values.key, index: index ?? -1 } : { kind: 'page', key: values.key },
    goal: values.goal,
    minimum_effect_percent: minimum ?? Number.NaN,
    variants,
  };
  const parsed = experimentInputSchema.safeParse(candidate);
  // The form's own words first: errorsByField keeps the first message per field.
  if (!parsed.success) problems.push(...issueMessages(parsed.error.issues));
  return { input: parsed.success && problems.length === 0 ? parsed.data : null, problems };
}

/** A page variant's sections: its own once changed, else a copy of the published layout (null while that loads). */
export const variantSections = (variant: VariantValues, published: readonly UiConfigEntry[] | null | undefined): PageSection[] | null =>
  variant.sections ?? (published ? sectionsOf(published) : null);

/** A page variant's layout as sent, each section's problem at `variants.N.entries.M`, and one for a layout no different from the published one. */
function pageEntries(variant: number, sections: PageSection[] | null, published: readonly UiConfigEntry[] | undefined, scope: LayoutScope | null, problems: FieldMessage[]): UiConfigEntry[] {
  // Still loading: the page's own problem says so.
  if (!sections || !published) return [];
  let valid = true;
  const entries = sections.map((section, m) => {
    const built = entryOf(section, needsPattern(scope));
    if (built.ok) return built.entry;
    valid = false;
    problems.push({ field: `variants.${variant}.entries.${m}`, message: built.message });
    return { section_name: section.section_name, visibility: section.visible ? 'Y' : 'N', other_configration: section.settings };
  });
  if (valid && sameLayout(entries, published)) problems.push({ field: `variants.${variant}.entries`, message: 'This variant is the same as the published page' });
  return entries;
}

/** Finds the section a page variant's problem names by its place in what was sent: its id, or undefined. */
export type SectionAt = (variant: number, index: number) => string | undefined;

/** Where a page variant's section M shows its problems: by the section's id, so they stay with it as it moves. */
export const sectionField = (variant: number, id: string): string => `variants.${variant}.sections.${id}`;

/**
 * The form field a problem shows at ('' for the form as a whole); null for
 * none it knows. A page variant's section problems (`variants.N.entries.M…`)
 * land on that section, found through `sectionAt`.
 */
export function fieldOf(path: string, sectionAt?: SectionAt): string | null {
  if (path === 'name' || path === 'goal' || path === 'minimum_effect_percent' || path === 'variants') return path;
  if (path === 'target.index') return path;
  if (path === 'target' || path.startsWith('target.')) return 'target.key';
  const section = /^variants\.(\d+)\.entries\.(\d+)(?:\.|$)/.exec(path);
  if (section) {
    const id = sectionAt?.(Number(section[1]), Number(section[2]));
    return id === undefined ? `variants.${section[1]}.entries` : sectionField(Number(section[1]), id);
  }
  const variant = /^variants\.(\d+)(?:\.(key|label|percent|other_configration|entries))?/.exec(path);
  if (variant) return variant[2] ? `variants.${variant[1]}.${variant[2]}` : `variants.${variant[1]}`;
  return null;
}
