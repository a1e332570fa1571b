import type { Experiment } from '../../../schemas/api/experiments';
import { CONTROL_VARIANT } from '../../../schemas/api/experiments';
import { audienceSchema } from '../../../schemas/ui-config/audience';
import { matchesAudience, type AudienceContext } from '../../../schemas/ui-config/audience-match';
import { parseOtherConfig, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { assignVariant } from '../experiments/assignment';

/** Who is looking, as far as a layout's audiences and experiments need to know. */
export interface VisitorLens {
  /** The browser's session id (vitrine_sid); null when it sent none, and then it sees the control. */
  sessionId: string | null;
  /** Global Privacy Control or Do Not Track: the control of every experiment, and nothing recorded. */
  optedOut: boolean;
  /** Read only when some section has an audience; called at most once per request. */
  context(): Promise<AudienceContext>;
}

export interface Exposure {
  experimentId: number;
  variant: string;
}

export interface Personalised {
  entries: UiConfigEntry[];
  /** The experiments this layout put the visitor in, to record once each. */
  exposures: Exposure[];
}

/** What an entry carries to say which variant it is: 'experiment:variant' (src/engine reads it for data-variant). */
export const variantTag = (experimentId: number, variant: string): string => `${experimentId}:${variant}`;

/** An entry marked with the variant it is (its section's data-variant), optionally with a variant's other props. */
export function tagged(entry: UiConfigEntry, tag: string, otherConfigration = entry.other_configration): UiConfigEntry {
  const json = parseOtherConfig(otherConfigration);
  if (!json.ok) return { ...entry, other_configration: otherConfigration };
  return { ...entry, other_configration: JSON.stringify({ ...json.value, variant: tag }) };
}

/** The variant of each running experiment on this layout, applied: a whole layout, or one section's pattern and props. */
function applyExperiments(entries: UiConfigEntry[], experiments: readonly Experiment[], lens: VisitorLens): Personalised {
  let result = entries;
  const exposures: Exposure[] = [];
  for (const experiment of experiments) {
    const key = lens.optedOut || lens.sessionId === null ? CONTROL_VARIANT : assignVariant(lens.sessionId, String(experiment.id), experiment.variants);
    const variant = experiment.variants.find((v) => v.key === key) ?? experiment.variants[0];
    if (!variant) continue;
    const tag = variantTag(experiment.id, variant.key);
    const { target } = experiment;
    if (target.kind === 'page') {
      const layout = variant.key !== CONTROL_VARIANT && variant.entries ? variant.entries : result;
      result = layout.map((entry) => tagged(entry, tag));
    } else {
      const entry = result[target.index];
      // The layout changed under a running experiment (the section moved or went): nothing to vary, nobody exposed.
      if (!entry) continue;
      const replacement = variant.key !== CONTROL_VARIANT ? variant.other_configration : undefined;
      result = result.map((e, i) => (i === target.index ? tagged(entry, tag, replacement) : e));
    }
    if (!lens.optedOut && lens.sessionId !== null) exposures.push({ experimentId: experiment.id, variant: variant.key });
  }
  return { entries: result, exposures };
}

const hasAudience = (entry: UiConfigEntry) => entry.other_configration.includes('"audience"');

/**
 * A layout as this visitor sees it. Sections outside their audience are
 * served hidden (visibility 'N') rather than dropped, so every section keeps
 * its index: analytics, experiments and the studio's preview all count by it.
 * A section whose audience no longer parses is hidden too: targeted content
 * must not reach everyone by mistake.
 */
export async function personalise(entries: readonly UiConfigEntry[], experiments: readonly Experiment[], lens: VisitorLens): Promise<Personalised> {
  const varied = experiments.length ? applyExperiments([...entries], experiments, lens) : { entries: [...entries], exposures: [] };
  if (!varied.entries.some(hasAudience)) return varied;
  const ctx = await lens.context();
  const shown = varied.entries.map((entry) => {
    if (!hasAudience(entry)) return entry;
    const json = parseOtherConfig(entry.other_configration);
    if (!json.ok || !('audience' in json.value)) return entry;
    const audience = audienceSchema.safeParse(json.value.audience);
    return audience.success && matchesAudience(audience.data, ctx) ? entry : { ...entry, visibility: 'N' };
  });
  return { entries: shown, exposures: varied.exposures };
}
