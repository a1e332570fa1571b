import { Link } from 'react-router-dom';
import type { PromotionalHeader4Props } from '../../schemas/sections/promotional-header';
import { useBusinessDetails } from '../../src/data/shop-config';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { mailHref, telHref } from '../../src/ui/contact';
import { PromoBar } from './parts/PromoBar';
import styles from './PromotionalHeader4.module.css';
import { useT } from '../../src/i18n/useT';

/** Utility strip: how to reach the shop on the left, order and help links on the right. */
export default function PromotionalHeader4({ show_phone, show_email, hours, links, tone }: PromotionalHeader4Props) {
  const { phone_number, email } = useBusinessDetails();
  const t = useT();
  const phone = show_phone ? phone_number.trim() : '';
  const mail = show_email ? email.trim() : '';

  return (
    <PromoBar tone={tone} label="Customer help">
      <div className={cx('container', styles.inner)}>
        {phone || mail ? (
          <ul className={styles.contact}>
            {phone ? (
              <li>
                <a href={telHref(phone)} className={styles.item}>
                  <Icon name="phone" size={14} />
                  <span className={styles.number}>{phone}</span>
                </a>
                {hours ? <span className={styles.hours}>{hours}</span> : null}
              </li>
            ) : null}
            {mail ? (
              <li className={styles.mail}>
                <a href={mailHref(mail)} className={styles.item}>
                  <Icon name="mail" size={14} />
                  <span className={styles.email}>{mail}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {links.length > 0 ? (
          <nav aria-label={t('promo.helpNav')} className={styles.nav}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <Link to={link.href} className={styles.item}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </PromoBar>
  );
}
