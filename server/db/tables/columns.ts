import type { ColumnType } from 'kysely';

/** Set by the database on insert, never written by the app. */
export type Created = ColumnType<Date, never, never>;
/** Defaults on insert; the app sets it on update. */
export type Touched = ColumnType<Date, Date | undefined, Date>;
