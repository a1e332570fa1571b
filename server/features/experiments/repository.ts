import type { Kysely, Selectable } from 'kysely';
import { experimentTargetSchema, experimentVariantSchema, experimentGoalSchema, type Experiment, type ExperimentInput } from '../../../schemas/api/experiments';
import * as z from 'zod/mini';
import type { Database } from '../../db/types';
import type { ExperimentsTable } from '../../db/tables/experiments';
import { jsonb } from '../config/settings';

const variantsSchema = z.array(experimentVariantSchema);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Rows are written only from parsed input, so a row that does not parse is a bug worth a loud failure. */
export function toExperiment(row: Selectable<ExperimentsTable>): Experiment {
  return {
    id: row.id,
    name: row.name,
    target: experimentTargetSchema.parse(row.target),
    goal: experimentGoalSchema.parse(row.goal),
    minimum_effect_percent: row.minimum_effect_percent,
    variants: variantsSchema.parse(row.variants),
    status: row.status,
    winner: row.winner,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    started_at: iso(row.started_at),
    stopped_at: iso(row.stopped_at),
  };
}

export async function listExperiments(db: Kysely<Database>): Promise<Experiment[]> {
  const rows = await db.selectFrom('experiments').selectAll().orderBy('id', 'desc').execute();
  return rows.map(toExperiment);
}

export async function readExperiment(db: Kysely<Database>, id: number): Promise<Experiment | null> {
  const row = await db.selectFrom('experiments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toExperiment(row) : null;
}

function columns(input: ExperimentInput) {
  return {
    name: input.name,
    config_key: input.target.key,
    target: jsonb(input.target),
    goal: input.goal,
    minimum_effect_percent: input.minimum_effect_percent,
    variants: jsonb(input.variants),
  };
}

export async function createExperiment(db: Kysely<Database>, input: ExperimentInput, createdBy: string): Promise<Experiment> {
  const row = await db
    .insertInto('experiments')
    .values({ ...columns(input), created_by: createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toExperiment(row);
}

/** Only a draft changes: a running experiment's variants are what its visitors saw. */
export async function updateDraft(db: Kysely<Database>, id: number, input: ExperimentInput): Promise<Experiment | null> {
  const row = await db.updateTable('experiments').set(columns(input)).where('id', '=', id).where('status', '=', 'draft').returningAll().executeTakeFirst();
  return row ? toExperiment(row) : null;
}

type Move = { to: 'running'; from: 'draft' } | { to: 'stopped'; from: 'running' } | { to: 'promoted'; from: 'running' | 'stopped'; winner: string };

/** Moves an experiment on only from the status the caller saw; null when it had moved already (two staff at once). */
export async function moveExperiment(db: Kysely<Database>, id: number, move: Move, now = new Date()): Promise<Experiment | null> {
  const set =
    move.to === 'running'
      ? { status: move.to, started_at: now }
      : move.to === 'stopped'
        ? { status: move.to, stopped_at: now }
        : { status: move.to, winner: move.winner };
  const from: ('draft' | 'running' | 'stopped')[] = move.to === 'promoted' ? ['running', 'stopped'] : [move.from];
  const row = await db
    .updateTable('experiments')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (row && move.to === 'promoted' && row.stopped_at === null) {
    await db.updateTable('experiments').set({ stopped_at: now }).where('id', '=', id).execute();
    return { ...toExperiment(row), stopped_at: now.toISOString() };
  }
  return row ? toExperiment(row) : null;
}

/** Every running experiment: what the storefront applies to each page. */
export async function listRunning(db: Kysely<Database>): Promise<Experiment[]> {
  const rows = await db.selectFrom('experiments').selectAll().where('status', '=', 'running').orderBy('id').execute();
  return rows.map(toExperiment);
}
