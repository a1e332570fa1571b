import { useBusinessDetails } from '../../data/shop-config';
import { Icon } from '../../ui/Icon';
import { isWebUrl, mailHref, telHref } from '../../ui/contact';
import { useT } from '../../i18n/useT';
import styles from './ContactDetails.module.css';

/** The shop's phone, e-mail and address from business details; used by contact and support. */
export function ContactDetails() {
  const t = useT();
  const { phone_number, email, address, map_url } = useBusinessDetails();
  return (
    <ul className={styles.list}>
      {phone_number && (
        <li>
          <Icon name="phone" />
          <span>
            <strong>{t('content.callUs')}</strong>
            <a href={telHref(phone_number)}>+91 {phone_number}</a>
            <small>{t('content.callHours')}</small>
          </span>
        </li>
      )}
      {email && (
        <li>
          <Icon name="mail" />
          <span>
            <strong>{t('content.email')}</strong>
            <a href={mailHref(email)}>{email}</a>
            <small>{t('content.replyTime')}</small>
          </span>
        </li>
      )}
      {address && (
        <li>
          <Icon name="map-pin" />
          <span>
            <strong>{t('content.visit')}</strong>
            <address>{address}</address>
            {isWebUrl(map_url) && (
              <a href={map_url} target="_blank" rel="noopener noreferrer">
                {t('content.directions')}
              </a>
            )}
          </span>
        </li>
      )}
    </ul>
  );
}
