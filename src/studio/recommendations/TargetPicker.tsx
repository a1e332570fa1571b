import { useCategories } from '../../data/catalog';
import { MAX_RULE_TARGETS, type RuleTarget } from '../../../schemas/api/recommendations';
import { CatalogueState } from '../form/fields/CatalogueState';
import { FieldShell } from '../form/fields/FieldShell';
import styles from '../form/SchemaForm.module.css';

interface Props {
  id: string;
  /** The rule's own category: never a target of itself. */
  categoryId: number;
  chosen: readonly number[];
  onAdd: (target: RuleTarget) => void;
}

/**
 * The studio's category picker, widened to sub-categories: a whole category
 * or one shelf of it, grouped by category, with how many products each holds.
 */
export function TargetPicker({ id, categoryId, chosen, onAdd }: Props) {
  const categories = useCategories();
  const full = chosen.length >= MAX_RULE_TARGETS;
  const taken = new Set(chosen);
  const choices = (categories.data ?? []).map((category) => ({
    category,
    options: [
      { category_id: category.id, title: category.title, parent_title: null, product_count: category.product_count, label: `All of ${category.title}` },
      ...category.sub_categories.map((sub) => ({ category_id: sub.id, title: sub.title, parent_title: category.title, product_count: sub.product_count, label: sub.title })),
    ].filter((o) => o.category_id !== categoryId && !taken.has(o.category_id)),
  }));
  const help = full ? `A rule names at most ${MAX_RULE_TARGETS} targets; remove one to add another.` : 'A whole category, or one sub-category of it.';
  return (
    <FieldShell id={id} label="Add a target" help={help}>
      <select
        id={id}
        className={styles.input}
        value=""
        disabled={full || !categories.data}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const wanted = Number(event.target.value);
          const option = choices.flatMap((c) => c.options).find((o) => o.category_id === wanted);
          if (option) onAdd({ category_id: option.category_id, title: option.title, parent_title: option.parent_title, product_count: option.product_count });
        }}
      >
        <option value="">Choose a category or sub-category…</option>
        {choices.map(({ category, options }) =>
          options.length > 0 ? (
            <optgroup key={category.id} label={category.title}>
              {options.map((o) => (
                <option key={o.category_id} value={String(o.category_id)}>{`${o.label} (${o.product_count})`}</option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
      <CatalogueState what="categories" isLoading={categories.isLoading} error={categories.error} retry={() => void categories.mutate()} />
    </FieldShell>
  );
}
