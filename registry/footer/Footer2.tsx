import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Footer2Props } from '../../schemas/sections/footer';
import { useMenuItems } from '../../src/data/shop-config';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { cx } from '../../src/ui/cx';
import { Copyright } from './parts/Copyright';
import { NewsletterForm } from './parts/NewsletterForm';
import { SocialLinks } from './parts/SocialLinks';
import styles from './Footer2.module.css';
import { useT } from '../../src/i18n/useT';

/** Light, compact footer: a newsletter band, one row of links, social icons and the copyright. */
export default function Footer2(props: Footer2Props) {
  const { show_newsletter, newsletter_title, newsletter_text, email_label, button_label, success_message, links, copyright_note } = props;
  const menu = useMenuItems('footer');
  const row = menu.length > 0 ? menu : links;
  const titleId = useId();
  const t = useT();

  return (
    <footer className={styles.footer}>
      {show_newsletter ? (
        <section className={styles.band} aria-labelledby={titleId}>
          <div className={cx('container', styles.bandInner)}>
            <div className={styles.pitch}>
              <h2 id={titleId} className={styles.title}>
                {newsletter_title}
              </h2>
              {newsletter_text ? <p className={styles.text}>{newsletter_text}</p> : null}
            </div>
            <NewsletterForm emailLabel={email_label} buttonLabel={button_label} successMessage={success_message} />
          </div>
        </section>
      ) : null}
      <div className={cx('container', styles.main)}>
        <BrandLogo height={32} />
        {row.length > 0 ? (
          <nav aria-label={t('footer.nav')} className={styles.nav}>
            <ul className={styles.links}>
              {row.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SocialLinks className={styles.social} />
      </div>
      <div className={cx('container', styles.legal)}>
        <Copyright note={copyright_note} className={styles.copyright} />
      </div>
    </footer>
  );
}
