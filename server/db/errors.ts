/**
 * A unique constraint refused the write (SQLSTATE 23505), optionally a named
 * one: the second of two racing inserts, after both passed their checks.
 * PGlite and node-postgres both put the code and the constraint in the message.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || error.message.includes(constraint) || ('constraint' in error && error.constraint === constraint);
}

/** A foreign key refused the write (SQLSTATE 23503): a row it points at was deleted meanwhile, or one pointing at it was added. */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === '23503';
}
