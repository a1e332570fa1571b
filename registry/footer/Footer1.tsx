import { Link } from 'react-router-dom';
import type { Footer1Props } from '../../schemas/sections/footer';
import type { LinkProps } from '../../schemas/sections/common';
import { useBusinessDetails, useMenuItems } from '../../src/data/shop-config';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { mailHref, telHref } from '../../src/ui/contact';
import { Copyright } from './parts/Copyright';
import { SocialLinks } from './parts/SocialLinks';
import styles from './Footer1.module.css';
import { useT } from '../../src/i18n/useT';

function LinkColumn({ title, links }: { title: string; links: readonly LinkProps[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.href}|${link.label}`}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Dark, rich footer: brand and about, two link columns, contact, social, payments and copyright. */
export default function Footer1(props: Footer1Props) {
  const { about, quick_links_title, quick_links, service_title, service_links, contact_title, payments_title, payment_methods, copyright_note } = props;
  const { phone_number, email, address, map_url, gstin } = useBusinessDetails();
  const menu = useMenuItems('footer');
  const quick = menu.length > 0 ? menu : quick_links;
  const hasContact = Boolean(phone_number || email || address);
  const t = useT();

  return (
    <footer className={styles.footer}>
      <div className={cx('container', styles.grid)}>
        <div className={styles.brand}>
          <BrandLogo tone="on-dark" height={40} />
          {about ? <p className={styles.about}>{about}</p> : null}
          {gstin ? <p className={styles.gstin}>{t('footer.gstin', { gstin })}</p> : null}
          <SocialLinks className={styles.social} />
        </div>
        <LinkColumn title={quick_links_title} links={quick} />
        <LinkColumn title={service_title} links={service_links} />
        <div className={cx(styles.column, styles.contactColumn)}>
          <h2 className={styles.heading}>{contact_title}</h2>
          <address className={styles.contact}>
            {phone_number ? (
              <a href={telHref(phone_number)}>
                <Icon name="phone" size={18} />
                {phone_number}
              </a>
            ) : null}
            {email ? (
              <a href={mailHref(email)}>
                <Icon name="mail" size={18} />
                {email}
              </a>
            ) : null}
            {address ? (
              <p>
                <Icon name="map-pin" size={18} />
                <span className={styles.address}>{address}</span>
              </p>
            ) : null}
            {map_url && /^https?:\/\//i.test(map_url) ? (
              <a href={map_url} target="_blank" rel="noopener noreferrer">
                <Icon name="chevron-right" size={18} />
                {t('footer.directions')}
              </a>
            ) : null}
            {hasContact ? null : (
              <Link to="/contact">
                <Icon name="mail" size={18} />
                {t('footer.writeToUs')}
              </Link>
            )}
          </address>
        </div>
      </div>
      <div className={cx('container', styles.bottom)}>
        {payment_methods.length > 0 ? (
          <div className={styles.payments}>
            <h2 className={styles.paymentsTitle}>{payments_title}</h2>
            <ul className={styles.badges}>
              {payment_methods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Copyright note={copyright_note} className={styles.copyright} />
      </div>
    </footer>
  );
}
