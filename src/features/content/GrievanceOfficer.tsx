import { GRIEVANCE_OFFICER } from '../../../schemas/api/content';
import { mailHref, telHref } from '../../ui/contact';
import styles from './content.module.css';

/** The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 require us to publish, with the response times. */
export function GrievanceOfficer() {
  const g = GRIEVANCE_OFFICER;
  return (
    <section aria-labelledby="grievance-officer" className={styles.officer}>
      <h2 id="grievance-officer" className={styles.heading}>
        Grievance officer
      </h2>
      <p>
        Not satisfied with how a complaint was handled? Under the Consumer Protection (E-Commerce) Rules, 2020 you can write to our grievance officer.
      </p>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{g.name}</dd>
        <dt>Designation</dt>
        <dd>{g.designation}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={mailHref(g.email)}>{g.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(g.phone)}>{g.phone}</a> ({g.hours})
        </dd>
        <dt>Address</dt>
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
