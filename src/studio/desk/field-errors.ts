import { ApiError } from '../api';

/** Messages by field name ('' for the form as a whole), the first one per field. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** A message for a field named by its dotted path, as the server's problems name it ('' for the whole request). */
export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's issues, named as the server names its problems. */
export const issueMessages = (issues: readonly Issue[]): FieldMessage[] => issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));

/** A refused save's problems (a slug or code taken meanwhile arrives so); none for any other failure. */
export const serverMessages = (error: unknown): readonly FieldMessage[] => (error instanceof ApiError ? error.problems : []);

/**
 * The first message for each field, from the schema's issues or the server's
 * problems; `fieldOf` names the field a path shows at, and messages it names
 * none for are returned apart.
 */
export function errorsByField<F extends string>(found: readonly FieldMessage[], fieldOf: (path: string) => F | null): { errors: Partial<Record<F, string>>; other: string[] } {
  const errors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const { field, message } of found) {
    const name = fieldOf(field);
    if (name === null) other.push(message);
    else errors[name] ??= message;
  }
  return { errors, other };
}

const wholePath = (path: string) => path;

/** Every message at its own path. */
export function issueErrors(issues: readonly Issue[]): FieldErrors {
  return errorsByField(issueMessages(issues), wholePath).errors;
}

/** A refused save's field messages; null when it names no field. */
export function serverErrors(error: unknown): FieldErrors | null {
  const found = serverMessages(error);
  return found.length === 0 ? null : errorsByField(found, wholePath).errors;
}

export const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
