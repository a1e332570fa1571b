import { useId, useState } from 'react';
import type { Faq } from '../../../schemas/api/content';
import { Icon } from '../../ui/Icon';
import styles from './Faq.module.css';

/** One category's questions: each a button that shows or hides its answer (aria-expanded, aria-controls). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const base = useId();
  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => {
        const expanded = open.has(faq.id);
        const panelId = `${base}-${faq.id}`;
        return (
          <li key={faq.id} className={styles.item}>
            <h3 className={styles.question}>
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(faq.id)} className={styles.toggle}>
                <span>{faq.question}</span>
                <Icon name="chevron-down" className={expanded ? styles.chevronOpen : styles.chevron} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-label={faq.question} hidden={!expanded} className={styles.answer}>
              <p>{faq.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
