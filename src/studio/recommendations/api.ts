import {
  recommendationPaths,
  recommendationRuleListSchema,
  rulePreviewPath,
  rulePreviewSchema,
  type RecommendationRule,
  type RulePreview,
  type RuleUpdate,
} from '../../../schemas/api/recommendations';
import { call } from '../api';

/** The studio's side of the rules: its session cookie reaches them under admin/studio/. */
export const listRules = (): Promise<RecommendationRule[]> => call('GET', recommendationPaths.studioRules, recommendationRuleListSchema);

/** Saves and answers every rule as stored now, with the new revisions. */
export const saveRule = (rule: RuleUpdate): Promise<RecommendationRule[]> =>
  call('PUT', recommendationPaths.studioRules, recommendationRuleListSchema, { rules: [rule] });

export const previewRule = (categoryId: number, targetIds: readonly number[]): Promise<RulePreview> =>
  call('GET', rulePreviewPath(categoryId, targetIds), rulePreviewSchema);
