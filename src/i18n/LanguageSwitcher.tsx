import { useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, localizedPath } from '../../schemas/locale';
import { cx } from '../ui/cx';
import { rememberLocale } from './preference';
import { useLocale, useT } from './useT';
import styles from './LanguageSwitcher.module.css';

/**
 * The other languages as links to this same page in each (`/cart` ⇄ `/hi/cart`):
 * plain links, because the other language is a page the server renders with
 * its own catalogue. The current one is text marked `aria-current`, not a link
 * to itself: one Tab stop fewer before the header on every page. Each name is
 * written in its own language and marked so (`lang`), for screen readers and
 * fonts alike.
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
            {locale === current ? (
              <span lang={locale} aria-current="true" className={cx(styles.option, styles.current)}>
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a
                href={`${localizedPath(locale, pathname)}${search}${hash}`}
                lang={locale}
                hrefLang={locale}
                className={styles.option}
                onClick={() => rememberLocale(locale)}
              >
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
