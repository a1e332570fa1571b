import * as z from 'zod/mini';
import useSWR from 'swr';
import { parseOtherConfig, uiConfigListSchema, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { configViewSchema, isCampaignKey, isLayoutKey, studioPaths, type ConfigKey, type ConfigSummary, type ConfigView } from '../../../schemas/api/studio';
import { call } from '../api';
import { rowLabel, rowsFromDocument } from '../layout/rows';
import { sectionName } from '../layout/section-label';
import { scopeOf } from './page-sections';

/*
 * What an experiment is set against: the published layout of a page (not its
 * draft, which shoppers do not see), read from the studio's configuration view.
 */

/** The configurations an experiment can target: the layouts and campaign pages, not the settings. */
export const targetable = (summaries: readonly ConfigSummary[]): ConfigSummary[] => summaries.filter((s) => isLayoutKey(s.key) || isCampaignKey(s.key));

const campaignSectionsSchema = z.object({ sections: uiConfigListSchema });

/** The published entries of a layout, or of a campaign page (its `sections`); null when the document is not one. */
export function publishedEntries(view: ConfigView): UiConfigEntry[] | null {
  if (isCampaignKey(view.key)) {
    const page = campaignSectionsSchema.safeParse(view.published);
    return page.success ? page.data.sections : null;
  }
  const layout = uiConfigListSchema.safeParse(view.published);
  return layout.success ? layout.data : null;
}

const readView = (path: string): Promise<ConfigView> => call('GET', path, configViewSchema);

/** The same SWR key as the layout editor's read, so opening one after the other reads once. */
export function usePublishedLayout(key: ConfigKey | null) {
  const view = useSWR(key ? studioPaths.config(key) : null, readView);
  return { ...view, entries: view.data ? publishedEntries(view.data) : undefined };
}

export interface SectionChoice {
  index: number;
  /** `1. Product carousel "Deals"`, with "(hidden)" for a section shoppers do not see. */
  text: string;
}

/** Each published section, named as the layout editor names it. */
export function sectionChoices(key: ConfigKey, entries: readonly UiConfigEntry[]): SectionChoice[] {
  return rowsFromDocument(entries).map((row, index) => ({
    index,
    text: `${index + 1}. ${row.broken ? 'Unreadable section' : sectionName(rowLabel(scopeOf(key), row))}${row.visible ? '' : ' (hidden)'}`,
  }));
}

/** A section's other_configration laid out for editing: indented JSON, or the stored text as it is when it does not parse. */
export function settingsText(entry: UiConfigEntry | undefined): string {
  if (!entry) return '';
  const parsed = parseOtherConfig(entry.other_configration);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : entry.other_configration;
}
