import { GRIEVANCE_OFFICER } from '../../../schemas/api/content';
import { mailHref, telHref } from '../../ui/contact';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

/** The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 require us to publish, with the response times. */
export function GrievanceOfficer() {
  const t = useT();
  const g = GRIEVANCE_OFFICER;
  return (
    <section aria-labelledby="grievance-officer" className={styles.officer}>
      <h2 id="grievance-officer" className={styles.heading}>
        {t('content.grievanceOfficer')}
      </h2>
      <p>{t('content.grievanceIntro')}</p>
      <dl className={styles.facts}>
        <dt>{t('content.name')}</dt>
        <dd>{g.name}</dd>
        <dt>{t('content.designation')}</dt>
        <dd>{g.designation}</dd>
        <dt>{t('content.email')}</dt>
        <dd>
          <a href={mailHref(g.email)}>{g.email}</a>
        </dd>
        <dt>{t('content.phone')}</dt>
        <dd>
          <a href={telHref(g.phone)}>{g.phone}</a> ({g.hours})
        </dd>
        <dt>{t('content.address')}</dt>
        <dd>
          <address>{g.address}</address>
        </dd>
      </dl>
      <p>
        {g.acknowledgement} {g.resolution}
      </p>
    </section>
  );
}
