import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HeroBanner2Props } from '../../schemas/sections/home';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { HeroActions } from './parts/HeroActions';
import { Illustration } from './parts/Illustration';
import tones from './parts/tones.module.css';
import styles from './HeroBanner2.module.css';

/** Split hero: the big message and two calls to action beside a 2 × 2 grid of spotlight tiles. */
export default function HeroBanner2({ eyebrow, headline, subline, cta, secondary_cta, tone, tiles }: HeroBanner2Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.hero}>
      <div className={cx('container', styles.grid)}>
        <div className={cx(styles.lead, tones[tone])}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.headline}>
            {headline}
          </h2>
          {subline ? <p className={styles.subline}>{subline}</p> : null}
          <HeroActions cta={cta} secondary={secondary_cta} className={styles.actions} />
        </div>
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={`${tile.href}|${tile.label}`}>
              <Link to={tile.href} className={cx(styles.tile, tones[tile.tone])}>
                <span className={styles.label}>
                  {tile.label}
                  <Icon name="chevron-right" size={16} className={styles.chevron} />
                </span>
                {tile.caption ? <span className={styles.caption}>{tile.caption}</span> : null}
                <Illustration name={tile.illustration} className={styles.art} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
