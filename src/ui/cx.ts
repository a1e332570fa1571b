/** Joins the class names that are set; CSS-module lookups can be undefined. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
