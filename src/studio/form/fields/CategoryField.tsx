import { useCategories } from '../../../data/catalog';
import { describedBy, errorAt, fieldId } from '../form-context';
import { CatalogueState } from './CatalogueState';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A category id, chosen by name from the shop's top-level categories. */
export function CategoryField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const categories = useCategories();
  const list = categories.data ?? [];
  const current = typeof value === 'number' ? value : null;
  const known = list.some((c) => c.id === current);
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <select
        id={id}
        className={styles.input}
        value={current === null ? '' : String(current)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next > 0) onChange(next);
        }}
      >
        {current === null ? <option value="">Choose a category…</option> : null}
        {current !== null && !known ? (
          <option value={String(current)}>{categories.data ? `Category #${current} (not in the catalogue)` : `Category #${current}`}</option>
        ) : null}
        {list.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.title}
          </option>
        ))}
      </select>
      <CatalogueState what="categories" isLoading={categories.isLoading} error={categories.error} retry={() => void categories.mutate()} />
    </FieldShell>
  );
}
