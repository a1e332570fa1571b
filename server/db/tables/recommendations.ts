import type { ColumnType, Generated } from 'kysely';

/* "Goes well with" rules: per top-level category, the related categories recommended with it. */

export interface RecommendationRulesTable {
  category_id: number;
  revision: Generated<number>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RecommendationTargetsTable {
  category_id: number;
  position: number;
  target_id: number;
}
