import { Link } from 'react-router-dom';
import type { PromotionalHeader3Props } from '../../schemas/sections/promotional-header';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { PromoBar } from './parts/PromoBar';
import { useCountdown, type Remaining } from './parts/useCountdown';
import styles from './PromotionalHeader3.module.css';
import { useT, type Translate } from '../../src/i18n/useT';

const pad = (n: number) => String(n).padStart(2, '0');

function spoken(t: Translate, r: Remaining): string {
  return t('promo.endsIn', { days: r.days, hours: r.hours, minutes: r.minutes });
}

/** Sale countdown: title, days/hours/minutes/seconds and a call to action; a closing note once over. */
export default function PromotionalHeader3({ title, subtitle, ends_at, cta, ended_message, tone }: PromotionalHeader3Props) {
  const remaining = useCountdown(ends_at);
  const t = useT();

  if (remaining && remaining.total === 0) {
    return (
      <PromoBar tone={tone} label={title}>
        <div className={cx('container', styles.inner, styles.ended)}>
          <Icon name="clock" size={16} />
          <p className={styles.endedText}>{ended_message}</p>
        </div>
      </PromoBar>
    );
  }

  const units: Array<[string, number | undefined]> = [
    ['d', remaining?.days],
    ['h', remaining?.hours],
    ['m', remaining?.minutes],
    ['s', remaining?.seconds],
  ];
  return (
    <PromoBar tone={tone} label={title}>
      <div className={cx('container', styles.inner)}>
        <p className={styles.title}>
          <strong>{title}</strong>
          {subtitle ? <span className={styles.subtitle}> · {subtitle}</span> : null}
        </p>
        {/* role=timer is not announced on each tick; its name carries the time for screen readers. */}
        <div className={styles.timer} role="timer" aria-label={remaining ? spoken(t, remaining) : t('promo.endsOn', { date: new Date(ends_at).toDateString() })}>
          {units.map(([unit, value]) => (
            <span key={unit} className={styles.unit} aria-hidden="true">
              <b>{value === undefined ? '--' : pad(value)}</b>
              {unit}
            </span>
          ))}
        </div>
        <Link to={cta.href} className={styles.cta}>
          {cta.label}
        </Link>
      </div>
    </PromoBar>
  );
}
