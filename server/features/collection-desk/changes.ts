/** How an audit line words one field's change: "tone soft → dark", or only the field's name for long text. */
type Wording<T> = { [K in keyof T]?: (was: T[K], now: T[K]) => string };

const moved =
  (label: string) =>
  (was: unknown, now: unknown): string =>
    `${label} ${String(was)} → ${String(now)}`;
const named = (label: string) => (): string => label;

/** The wording of the fields categories and collections share. */
export const SAID = {
  title: (was: string, now: string) => `title "${was}" → "${now}"`,
  slug: moved('slug'),
  kind: moved('illustration'),
  description: named('description'),
  moved,
  named,
};

/** What an edit changed, field by field, in the wording's order. */
export function changesOf<T extends object>(before: NoInfer<T>, after: T, wording: Wording<T>): string[] {
  return (Object.keys(wording) as (keyof T)[]).flatMap((field) => {
    const say = wording[field];
    return say && before[field] !== after[field] ? [say(before[field], after[field])] : [];
  });
}

/** An edit's audit line: what changed, or that it was saved as it was. */
export function editSummary(noun: string, title: string, changes: readonly string[]): string {
  return changes.length ? `Changed the ${noun} ${title}: ${changes.join('; ')}` : `Saved the ${noun} ${title} unchanged`;
}
