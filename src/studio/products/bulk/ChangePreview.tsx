import { useId } from 'react';
import type { BulkChangeResult, BulkChangeRow } from '../../../../schemas/api/product-csv';
import { formatCount, formatPaise } from '../../../ui/format';
import styles from './Bulk.module.css';

type Kind = 'price' | 'stock';

const name = (row: BulkChangeRow) => `${row.title}${row.variant_label ? ` · ${row.variant_label}` : ''}`;

function Figures({ row, kind, side }: { row: BulkChangeRow; kind: Kind; side: 'before' | 'after' }) {
  const f = row[side];
  if (kind === 'stock') return <>{formatCount(f.stock)}</>;
  return (
    <>
      {formatPaise(f.price_paise)}
      <span className="st-muted">{` MRP ${formatPaise(f.mrp_paise)}`}</span>
    </>
  );
}

/** A bulk change's preview: how many figures change, the first of them before → after, and every refusal with its reason. */
export function ChangePreview({ result, kind }: { result: BulkChangeResult; kind: Kind }) {
  const id = useId();
  const { counts } = result;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="st-h2">
        Preview
      </h3>
      <ul className={styles.counts} aria-label="What the change would do">
        <li>
          <strong>{formatCount(counts.products)}</strong> products
        </li>
        <li>
          <strong>{formatCount(counts.changed)}</strong> {kind === 'price' ? 'prices' : 'stock figures'} change
        </li>
        <li>
          <strong>{formatCount(counts.unchanged)}</strong> stay
        </li>
        <li className={counts.refused > 0 ? 'st-error' : undefined}>
          <strong>{formatCount(counts.refused)}</strong> refused
        </li>
      </ul>
      {result.refused.length > 0 && (
        <>
          <h4>Refused: these keep their figures</h4>
          <ul className={styles.reasons}>
            {result.refused.map((row) => (
              <li key={`${row.product_id}:${row.variant_id ?? ''}`}>{`${name(row)}: ${row.refused ?? ''}`}</li>
            ))}
          </ul>
        </>
      )}
      {result.rows.length > 0 && (
        <div className="st-table-wrap">
          <table className={`st-table ${styles.table}`}>
            <caption className="st-visually-hidden">{`The first ${result.rows.length} changes, before and after`}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className={styles.number}>
                  Now
                </th>
                <th scope="col" className={styles.number}>
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={`${row.product_id}:${row.variant_id ?? ''}`}>
                  <th scope="row">{name(row)}</th>
                  <td className={styles.number}>
                    <Figures row={row} kind={kind} side="before" />
                  </td>
                  <td className={styles.number}>
                    <Figures row={row} kind={kind} side="after" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {counts.changed > result.rows.length && <p className="st-muted">{`And ${formatCount(counts.changed - result.rows.length)} more.`}</p>}
    </section>
  );
}
