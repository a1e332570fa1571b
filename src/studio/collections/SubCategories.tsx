import { useState } from 'react';
import type { CategoryDeskNode, CategoryDeskRow } from '../../../schemas/api/collection-desk';
import { Dialog } from '../../ui/Dialog';
import { StudioButton } from '../Controls';
import { CategoryForm } from './CategoryForm';
import { missingTitles, plural } from './labels';
import { MoveButtons } from '../desk/MoveButtons';
import styles from './Collections.module.css';

interface Props {
  parent: CategoryDeskNode;
  canWrite: boolean;
  onMove: (from: number, to: number) => void;
  onSaved: () => Promise<void>;
  onDelete: (row: CategoryDeskRow) => void;
}

/** One category's sub-categories in order: move, edit in a dialog, delete, and add another at the end. */
export function SubCategories({ parent, canWrite, onMove, onSaved, onDelete }: Props) {
  const [editing, setEditing] = useState<CategoryDeskRow | null>(null);
  const [adding, setAdding] = useState(false);
  const subs = parent.sub_categories;
  return (
    <section className={styles.block} aria-labelledby={`subs-of-${parent.id}`}>
      <h3 className={styles.blockTitle} id={`subs-of-${parent.id}`}>{`Sub-categories of ${parent.title}`}</h3>
      {subs.length === 0 ? (
        <p className="st-empty">{`${parent.title} has no sub-categories.`}</p>
      ) : (
        <ol className={styles.rows} aria-label={`Sub-categories of ${parent.title}, in order`}>
          {subs.map((sub, index) => (
            <li key={sub.id} className={styles.row}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{sub.title}</span>
                <span className="st-muted">{`${sub.slug} · ${plural(sub.product_count, 'product')} · returns ${sub.return_days} days${missingTitles(sub.translations)}`}</span>
              </span>
              <span className={styles.rowActions}>
                {canWrite && <MoveButtons name={sub.title} index={index} count={subs.length} onMove={onMove} />}
                <StudioButton small variant="ghost" aria-label={`${canWrite ? 'Edit' : 'View'} ${sub.title}`} onClick={() => setEditing(sub)}>
                  {canWrite ? 'Edit' : 'View'}
                </StudioButton>
                {canWrite && (
                  <StudioButton small variant="danger-quiet" aria-label={`Delete ${sub.title}`} onClick={() => onDelete(sub)}>
                    Delete
                  </StudioButton>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <StudioButton small onClick={() => setAdding(true)}>
          Add a sub-category
        </StudioButton>
      )}
      {editing && (
        <Dialog title={`${parent.title} › ${editing.title}`} onClose={() => setEditing(null)}>
          <CategoryForm
            row={editing}
            parent={parent}
            readOnly={!canWrite}
            onSaved={async () => {
              setEditing(null);
              await onSaved();
            }}
          />
        </Dialog>
      )}
      {adding && (
        <Dialog title={`New sub-category of ${parent.title}`} onClose={() => setAdding(false)}>
          <CategoryForm
            parent={parent}
            readOnly={false}
            onSaved={async () => {
              setAdding(false);
              await onSaved();
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
