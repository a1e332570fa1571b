import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { collectionDeskPaths, MAX_COLLECTION_PRODUCTS, type CollectionDeskRow, type CollectionMember } from '../../../schemas/api/collection-desk';
import { formatPaise } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { getMembers, setMembers } from './api';
import { messageOf } from '../desk/field-errors';
import { plural } from './labels';
import { MoveButtons, moved } from '../desk/MoveButtons';
import { ProductFinder } from '../desk/ProductFinder';
import styles from './Collections.module.css';

interface Props {
  collection: CollectionDeskRow;
  canWrite: boolean;
  onSaved: () => Promise<void>;
}

const sameOrder = (a: readonly CollectionMember[], b: readonly CollectionMember[]) => a.length === b.length && a.every((p, i) => p.id === b[i]?.id);

/**
 * A collection's products in their curated order: find and add, remove,
 * move; then one save replaces the whole list, so a half-edited list never
 * reaches shoppers.
 */
export function MembersEditor({ collection, canWrite, onSaved }: Props) {
  const members = useSWR(collectionDeskPaths.members(collection.id), () => getMembers(collection.id));
  const [draft, setDraft] = useState<CollectionMember[] | null>(null);
  const [saving, setSaving] = useState(false);

  if (members.error && !members.data) {
    return (
      <p className="st-error" role="alert">
        {messageOf(members.error, 'The products of this collection could not be loaded')}
      </p>
    );
  }
  if (!members.data) return <Skeleton label={`Loading the products of ${collection.title}`} lines={4} />;

  const saved = members.data.products;
  const list = draft ?? saved;
  const dirty = draft !== null && !sameOrder(draft, saved);
  const edit = (next: CollectionMember[]) => setDraft(sameOrder(next, saved) ? null : next);
  const full = list.length >= MAX_COLLECTION_PRODUCTS ? `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products; remove one to add another.` : null;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await setMembers(collection.id, list.map((p) => p.id));
      await members.mutate(answer, { revalidate: false });
      setDraft(null);
      toast.success(`Saved: ${collection.title} lists ${plural(answer.products.length, 'product')}`);
      await onSaved();
    } catch (error) {
      toast.error(messageOf(error, 'The products could not be saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.block} aria-labelledby={`members-${collection.id}`}>
      <h3 className={styles.blockTitle} id={`members-${collection.id}`}>
        {`Products in ${collection.title}`}
        {dirty && <span className="st-badge st-badge--draft">Unsaved</span>}
      </h3>
      <p className="st-muted">{`${plural(list.length, 'product')} of at most ${MAX_COLLECTION_PRODUCTS}. The collection's page lists them in this order, those in stock first.`}</p>
      {list.length === 0 ? (
        <p className="st-empty">{`${collection.title} lists no products yet.`}</p>
      ) : (
        <ol className={styles.rows} aria-label={`Products in ${collection.title}, in order`}>
          {list.map((product, index) => (
            <li key={product.id} className={styles.row}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <img className={styles.thumb} src={product.thumbnail} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{product.title}</span>
                <span className="st-muted">{`${product.brand} · ${formatPaise(product.price_paise)} · ${product.stock > 0 ? `${product.stock} in stock` : 'sold out'}`}</span>
              </span>
              {canWrite && (
                <span className={styles.rowActions}>
                  <MoveButtons name={product.title} index={index} count={list.length} onMove={(from, to) => edit(moved(list, from, to))} />
                  <StudioButton small variant="ghost" aria-label={`Remove ${product.title}`} onClick={() => edit(list.filter((p) => p.id !== product.id))}>
                    Remove
                  </StudioButton>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <>
          <ProductFinder chosen={new Set(list.map((p) => p.id))} full={full} onAdd={(product) => edit([...list, product])} />
          <div className={styles.actions}>
            <StudioButton variant="primary" busy={saving} disabled={!dirty} onClick={() => void save()}>
              Save products
            </StudioButton>
            <StudioButton variant="ghost" disabled={!dirty || saving} onClick={() => setDraft(null)}>
              Discard changes
            </StudioButton>
          </div>
        </>
      )}
    </section>
  );
}
