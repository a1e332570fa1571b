import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string, string>;

export interface ExperimentsTable {
  id: Generated<number>;
  name: string;
  /** The configuration the experiment varies (target.key), kept apart so the storefront finds running ones by index. */
  config_key: string;
  /** jsonb: ExperimentTarget */
  target: Json;
  goal: string;
  minimum_effect_percent: number;
  /** jsonb: ExperimentVariant[], the control first */
  variants: Json;
  status: Generated<'draft' | 'running' | 'stopped' | 'promoted'>;
  winner: string | null;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
  started_at: Date | null;
  stopped_at: Date | null;
}

export interface ExperimentExposuresTable {
  experiment_id: number;
  session_id: string;
  variant: string;
  at: ColumnType<Date, never, never>;
}

export interface ExperimentConversionsTable {
  id: Generated<number>;
  experiment_id: number;
  session_id: string;
  variant: string;
  kind: 'add_to_cart' | 'checkout' | 'order_paid';
  order_id: number | null;
  /** bigint: drivers return it as a string; read it with Number(). */
  amount_paise: ColumnType<string | number, number | undefined, number>;
  at: ColumnType<Date, never, never>;
}

export interface OrderSessionsTable {
  order_id: number;
  session_id: string;
}
