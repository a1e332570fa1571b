import { useCollections } from '../../../data/catalog';
import { describedBy, errorAt, fieldId } from '../form-context';
import { CatalogueState } from './CatalogueState';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A collection slug, chosen by title. */
export function CollectionField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const collections = useCollections();
  const list = collections.data ?? [];
  const current = typeof value === 'string' ? value : '';
  const known = list.some((c) => c.slug === current);
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <select
        id={id}
        className={styles.input}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {current === '' ? <option value="">Choose a collection…</option> : null}
        {current !== '' && !known ? (
          <option value={current}>{collections.data ? `${current} (not in the catalogue)` : current}</option>
        ) : null}
        {list.map((collection) => (
          <option key={collection.slug} value={collection.slug}>
            {collection.title}
          </option>
        ))}
      </select>
      <CatalogueState what="collections" isLoading={collections.isLoading} error={collections.error} retry={() => void collections.mutate()} />
    </FieldShell>
  );
}
