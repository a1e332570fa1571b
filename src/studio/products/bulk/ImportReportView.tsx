import { useId, useState } from 'react';
import type { ImportAction, ImportReport } from '../../../../schemas/api/product-csv';
import { formatCount } from '../../../ui/format';
import styles from './Bulk.module.css';

/** Enough rows to scan on a phone; the counts cover the rest. */
const SHOWN = 200;
const ACTION_LABELS: Record<ImportAction, string> = { created: 'New', updated: 'Changed', unchanged: 'Unchanged', refused: 'Refused' };

/** The dry run's report: counts, then what each row would do; refused rows first in view, with their reasons by column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const id = useId();
  const { counts } = report;
  const [onlyRefused, setOnlyRefused] = useState(counts.refused > 0);
  const rows = onlyRefused ? report.rows.filter((r) => r.action === 'refused') : report.rows;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="st-h2">
        {`${formatCount(counts.rows)} rows checked`}
      </h3>
      <ul className={styles.counts} aria-label="What the import would do">
        <li>
          <strong>{formatCount(counts.created)}</strong> new
        </li>
        <li>
          <strong>{formatCount(counts.updated)}</strong> changed
        </li>
        <li>
          <strong>{formatCount(counts.unchanged)}</strong> unchanged
        </li>
        <li className={counts.refused > 0 ? 'st-error' : undefined}>
          <strong>{formatCount(counts.refused)}</strong> refused
        </li>
      </ul>
      {counts.refused > 0 && (
        <div className="st-field st-field--inline">
          <input id={`${id}-only`} type="checkbox" checked={onlyRefused} onChange={(e) => setOnlyRefused(e.target.checked)} />
          <label htmlFor={`${id}-only`}>Only refused rows</label>
        </div>
      )}
      <div className="st-table-wrap">
        <table className={`st-table ${styles.table}`}>
          <caption className="st-visually-hidden">What each row of the file would do</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                Line
              </th>
              <th scope="col">Product</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((row) => (
              <tr key={row.line} className={row.action === 'refused' ? styles.refusedRow : undefined}>
                <th scope="row" className={styles.number}>
                  {row.line}
                </th>
                <td>
                  {row.title || row.slug || '(no title)'}
                  {row.variant_label && <span className="st-muted">{` · ${row.variant_label}`}</span>}
                </td>
                <td>
                  <span className={row.action === 'refused' ? 'st-badge st-badge--danger' : 'st-badge'}>{ACTION_LABELS[row.action]}</span>
                  {row.problems.length > 0 && (
                    <ul className={styles.reasons}>
                      {row.problems.map((p) => (
                        <li key={`${p.column}:${p.message}`}>{p.column ? `${p.column}: ${p.message}` : p.message}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN && <p className="st-muted">{`Showing the first ${SHOWN} of ${formatCount(rows.length)} rows.`}</p>}
    </section>
  );
}
