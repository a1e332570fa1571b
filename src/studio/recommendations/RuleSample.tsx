import useSWR from 'swr';
import { rulePreviewPath } from '../../../schemas/api/recommendations';
import { formatPaise } from '../../ui/format';
import { Skeleton } from '../Controls';
import { previewRule } from './api';
import styles from './Recommendations.module.css';

/** What a shopper on the category's best-selling product would see with these targets, saved or not. */
export function RuleSample({ categoryId, categoryTitle, targetIds }: { categoryId: number; categoryTitle: string; targetIds: readonly number[] }) {
  const { data, error, isLoading } = useSWR(rulePreviewPath(categoryId, targetIds), () => previewRule(categoryId, targetIds), { keepPreviousData: true });
  return (
    <section className={styles.sample} aria-labelledby="rule-sample-title" aria-busy={isLoading || undefined}>
      <h3 id="rule-sample-title" className={styles.sampleTitle}>
        Live sample
      </h3>
      {error ? (
        <p className="st-error" role="alert">
          {error instanceof Error ? error.message : 'The sample could not be loaded'}
        </p>
      ) : !data ? (
        <Skeleton label="Loading the sample" lines={3} />
      ) : !data.product ? (
        <p className="st-muted">This category has no products yet, so there is nothing to recommend for.</p>
      ) : (
        <>
          <p className="st-muted">
            {`A shopper looking at ${data.product.title} sees ${data.basis === 'rule' ? 'these' : `more from ${categoryTitle}, as there is no rule`}:`}
          </p>
          {data.items.length === 0 ? (
            <p className="st-empty">Nothing in stock under these targets: the row stays hidden.</p>
          ) : (
            <ul className={styles.sampleList} aria-label="Recommended products">
              {data.items.map((item) => (
                <li key={item.id} className={styles.sampleItem}>
                  <img src={item.image.url} alt="" width={56} height={56} className={styles.sampleImage} loading="lazy" />
                  <span className={styles.sampleText}>
                    <span className={styles.sampleName}>{item.title}</span>
                    <span className="st-muted">{formatPaise(item.price)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
