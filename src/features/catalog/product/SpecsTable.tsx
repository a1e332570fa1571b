import { useId } from 'react';
import type { Specification } from '../../../../schemas/api/catalog';
import styles from './SpecsTable.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  specifications: readonly Specification[];
  title: string;
}

/** Name and value rows; each name is the row's header, so screen readers pair them. */
export function SpecsTable({ specifications, title }: Props) {
  const headingId = useId();
  const t = useT();
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('product.specifications')}
      </h2>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('product.specificationsOf', { title })}</caption>
        <tbody>
          {specifications.map((spec, index) => (
            <tr key={`${index}:${spec.name}`}>
              <th scope="row">{spec.name}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
