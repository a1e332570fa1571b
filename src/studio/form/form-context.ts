import { pathKey } from './validate';

/** What every field needs besides its own value: where it sits and what is wrong. */
export interface FormContext {
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
}

export type FieldPath = readonly (string | number)[];

/** Ids unique per form: two forms on one page differ by idPrefix. */
export function fieldId(ctx: FormContext, path: FieldPath): string {
  return `${ctx.idPrefix}-${path.map(String).join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function errorAt(ctx: FormContext, path: FieldPath): string | undefined {
  return ctx.errors[pathKey(path)];
}

/** The ids a control's aria-describedby lists: its help, then its error. */
export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
