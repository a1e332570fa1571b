import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/types';
import { envelope, fail, type FieldProblem } from '../../http/respond';
import type { ConfigEventHub } from '../live/hub';
import { actorName, staffOf } from '../staff/guard';
import { audit, type AuditAction } from './audit';

/*
 * One write of a studio desk (categories, collections, coupons; products are
 * logged one by one): its changes and its audit entry commit together or not
 * at all, and only after the commit is every instance and open storefront tab
 * told the catalogue changed, so none of them refetches the old rows.
 */

/** The audit log's keys for the desks' writes, beside the configuration keys. */
export type DeskAuditKey = 'categories' | 'collections' | 'coupons' | `product:${number}` | 'customers' | `customer:${number}` | 'tickets' | `return:${number}`;

/** Why a desk write did not happen: the HTTP status, a sentence, and the fields at fault. */
export interface DeskRefusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422;
  message: string;
  problems?: FieldProblem[];
}

/**
 * Done: the row (or list) as it is now, the sentence the studio shows, and
 * the audit log's line; `summary` null when the write turned out to change
 * nothing (no entry, no signal).
 */
export interface DeskDone<T> {
  ok: true;
  value: T;
  message: string;
  summary: string | null;
}

export type DeskOutcome<T> = DeskDone<T> | DeskRefusal;

export interface DeskActor {
  actor: string;
  staffId: number;
}

export interface DeskDeps {
  db: Kysely<Database>;
  hub: Pick<ConfigEventHub, 'catalogChanged'>;
}

/** A field's problem as the studio reads it (index -1: the request itself, not an entry of a document). */
export function problem(field: string, message: string): FieldProblem {
  return { index: -1, field, message };
}

export function refuse(status: DeskRefusal['status'], message: string, problems?: FieldProblem[]): DeskRefusal {
  return problems && problems.length > 0 ? { ok: false, status, message, problems } : { ok: false, status, message };
}

/** Done, with one line that is both the audit log's and the studio's. */
export function logged<T>(value: T, summary: string): DeskDone<T> {
  return { ok: true, value, message: summary, summary };
}

/** Thrown inside the transaction so a refusal found after a write still rolls it back. */
class Refused extends Error {
  constructor(readonly refusal: DeskRefusal) {
    super(refusal.message);
  }
}

interface DeskWrite {
  key: DeskAuditKey;
  action: AuditAction;
  /**
   * The refusal when a unique index (`constraint`, or any) stops the write:
   * the checks read before writing, and a colleague's write landing in
   * between trips the index instead.
   */
  taken?: { constraint?: string; refusal: DeskRefusal };
  /** A write that changes nothing of the catalogue (a customer, a ticket): no storefront is told to refetch. */
  quiet?: boolean;
}

/** A colleague's write landing between the checks and this one: a 409 rather than a failure. */
function raceRefusal(error: unknown, taken: DeskWrite['taken']): DeskRefusal | null {
  if (taken && isUniqueViolation(error, taken.constraint)) return taken.refusal;
  if (isForeignKeyViolation(error)) return refuse(409, 'Someone changed this at the same moment; reload and try again');
  return null;
}

export async function deskWrite<T>(deps: DeskDeps, by: DeskActor, write: DeskWrite, run: (tx: Transaction<Database>) => Promise<DeskOutcome<T>>): Promise<DeskOutcome<T>> {
  let outcome: DeskDone<T>;
  try {
    outcome = await deps.db.transaction().execute(async (tx) => {
      const result = await run(tx);
      if (!result.ok) throw new Refused(result);
      if (result.summary !== null) await audit(tx, { actor: by.actor, staffId: by.staffId, action: write.action, key: write.key, summary: result.summary });
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    const race = raceRefusal(error, write.taken);
    if (race) return race;
    throw error;
  }
  if (outcome.summary !== null && !write.quiet) deps.hub.catalogChanged();
  return outcome;
}

/** The member of staff a desk write is by, for its audit entry. */
export function deskActor(c: Context): DeskActor {
  const staff = staffOf(c);
  return { actor: actorName(staff), staffId: staff.id };
}

/** A desk write's answer: the value with the studio's sentence, or the refusal with its field problems. */
export function deskAnswer<T>(c: Context, outcome: DeskOutcome<T>, status: 200 | 201 = 200): Response {
  if (!outcome.ok) return fail(c, outcome.status, outcome.message, outcome.problems);
  return c.json(envelope(outcome.value, outcome.message), status);
}
