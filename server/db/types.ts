import type { ColumnType, Generated } from 'kysely';

export interface UiConfigurationsTable {
  id: Generated<number>;
  /** A PageScope: 'shell', 'home', 'menu', … */
  scope: string;
  position: number;
  section_name: string;
  visibility: string;
  other_configration: string;
}

export interface ModulesTable {
  module_name: string;
  status: string;
  position: number;
}

export interface SettingsTable {
  key: string;
  /** jsonb: drivers hand back parsed JSON, which callers parse with zod. */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface MediaTable {
  name: string;
  content_type: string;
  body: string;
  updated_at: ColumnType<Date, never, Date>;
}

export interface Database {
  ui_configurations: UiConfigurationsTable;
  modules: ModulesTable;
  settings: SettingsTable;
  media: MediaTable;
}
