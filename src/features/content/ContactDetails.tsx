import { useBusinessDetails } from '../../data/shop-config';
import { Icon } from '../../ui/Icon';
import { isWebUrl, mailHref, telHref } from '../../ui/contact';
import styles from './ContactDetails.module.css';

/** The shop's phone, e-mail and address from business details; used by contact and support. */
export function ContactDetails() {
  const { phone_number, email, address, map_url } = useBusinessDetails();
  return (
    <ul className={styles.list}>
      {phone_number && (
        <li>
          <Icon name="phone" />
          <span>
            <strong>Call us</strong>
            <a href={telHref(phone_number)}>+91 {phone_number}</a>
            <small>Monday to Saturday, 10 am to 7 pm</small>
          </span>
        </li>
      )}
      {email && (
        <li>
          <Icon name="mail" />
          <span>
            <strong>E-mail</strong>
            <a href={mailHref(email)}>{email}</a>
            <small>We reply within one working day</small>
          </span>
        </li>
      )}
      {address && (
        <li>
          <Icon name="map-pin" />
          <span>
            <strong>Visit</strong>
            <address>{address}</address>
            {isWebUrl(map_url) && (
              <a href={map_url} target="_blank" rel="noopener noreferrer">
                Get directions on the map
              </a>
            )}
          </span>
        </li>
      )}
    </ul>
  );
}
