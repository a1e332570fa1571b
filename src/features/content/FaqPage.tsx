import { useEffect, useState } from 'react';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { FaqAccordion } from './FaqAccordion';
import { useFaqs } from './content-api';
import { useT } from '../../i18n/useT';
import styles from './Faq.module.css';

// Long enough that typing a word sends one search, short enough to feel live.
const SEARCH_DELAY_MS = 300;

function categoryAnchor(category: string): string {
  return `faq-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export default function FaqPage() {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error, isLoading, mutate } = useFaqs(query);

  return (
    <Page title={t('content.faqTitle')} lead={t('content.faqLead')}>
      <div role="search" className={styles.search}>
        <label htmlFor="faq-search" className={styles.searchLabel}>
          {t('content.faqSearch')}
        </label>
        <input
          id="faq-search"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('content.faqPlaceholder')}
          maxLength={100}
          className={styles.searchInput}
        />
      </div>
      {error && !data ? (
        <EmptyState icon="help" title={t('content.faqLoadFailed')} actions={<Button onClick={() => void mutate()}>{t('content.tryAgain')}</Button>}>
          {error.message}
        </EmptyState>
      ) : isLoading && !data ? (
        <PageLoader />
      ) : data && data.length === 0 ? (
        <EmptyState
          icon="help"
          title={query ? t('content.faqNoAnswers', { query }) : t('content.faqNoneYet')}
          actions={<ButtonLink to="/customer-support">{t('content.askSupport')}</ButtonLink>}
        >
          {t('content.faqEmptyBody')}
        </EmptyState>
      ) : (
        <>
          {data && data.length > 1 && (
            <nav aria-label={t('content.faqCategories')} className={styles.categories}>
              {data.map((c) => (
                <a key={c.category} href={`#${categoryAnchor(c.category)}`} className={styles.category}>
                  {c.category}
                </a>
              ))}
            </nav>
          )}
          {data?.map((c) => (
            <section key={c.category} aria-labelledby={categoryAnchor(c.category)} className={styles.section}>
              <h2 id={categoryAnchor(c.category)} className={styles.heading}>
                {c.category}
              </h2>
              <FaqAccordion faqs={c.faqs} />
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
