import { useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, localizedPath } from '../../schemas/locale';
import { cx } from '../ui/cx';
import { rememberLocale } from './preference';
import { useLocale, useT } from './useT';
import styles from './LanguageSwitcher.module.css';

/**
 * The languages as links to this same page in each (`/cart` ⇄ `/hi/cart`):
 * plain links, because the other language is a page the server renders with
 * its own catalogue. Each name is written in its own language and marked so
 * (`lang`), for screen readers and fonts alike.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('language.label')} className={cx(styles.switcher, className)}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizedPath(locale, pathname)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={cx(styles.option, locale === current && styles.current)}
              onClick={() => rememberLocale(locale)}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
