import { useId } from 'react';
import styles from './ProductText.module.css';
import { useT } from '../../../i18n/useT';

/** The key selling points as a bulleted list; nothing when the catalogue has none. */
export function Highlights({ highlights }: { highlights: readonly string[] }) {
  const headingId = useId();
  const t = useT();
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('product.highlights')}
      </h2>
      <ul className={styles.highlights}>
        {highlights.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The description, one paragraph per blank-line-separated block of the catalogue text. */
export function Description({ text }: { text: string }) {
  const headingId = useId();
  const t = useT();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('product.description')}
      </h2>
      <div className={styles.description}>
        {paragraphs.map((p, index) => (
          <p key={index}>{p}</p>
        ))}
      </div>
    </section>
  );
}
